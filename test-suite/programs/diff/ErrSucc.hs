module ErrSucc where

data Level = Low | Mid | High deriving (Show, Enum, Bounded)

run :: String
run = show (succ Low, succ Mid) ++ show (succ High)
