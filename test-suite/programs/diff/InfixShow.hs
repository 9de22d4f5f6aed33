module InfixShow where

data V = V Int Int deriving (Show, Eq)
data L = Nil | Int :> L deriving Show
infixr 5 :>

run :: String
run = show (1 :> 2 :> Nil) ++ " " ++ show (Just (V 1 (-2))) ++ " " ++ show [V 0 0]
