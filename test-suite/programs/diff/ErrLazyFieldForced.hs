module ErrLazyFieldForced where

data Pair = Pair Int Int deriving Show

run :: String
run = let p = Pair 1 (error "second field") in case p of Pair a _ -> show a ++ show p
