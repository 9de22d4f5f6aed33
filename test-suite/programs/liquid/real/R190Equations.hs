-- G2-EXPECT: evalB safe
-- G2-EXPECT: notB safe
{-@ LIQUID "--exact-data-cons" @-}
module R190Equations where

data BExp = T | F | Not BExp | And BExp BExp
  deriving (Show, Eq)

{-@ measure truth :: BExp -> Bool
    truth T = true
    truth F = false
    truth (Not b) = not (truth b)
    truth (And a b) = truth a && truth b
  @-}

{-@ evalB :: b:BExp -> {v:Bool | v <=> truth b} @-}
evalB :: BExp -> Bool
evalB T = True
evalB F = False
evalB (Not b) = not (evalB b)
evalB (And a b) = evalB a && evalB b

{-@ notB :: b:BExp -> {v:BExp | truth v <=> not (truth b)} @-}
notB :: BExp -> BExp
notB (Not b) = b
notB b = Not b
