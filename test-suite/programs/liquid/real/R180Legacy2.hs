-- G2-EXPECT: safeTail safe
-- G2-EXPECT: tailLen concrete
-- G2-CHECK: tailLen \xs r -> r /= length xs - 1
{-@ LIQUID "--no-termination" @-}
module R180Legacy2 where

{-@ assert safeTail :: {v:[a] | len v > 0} -> {v:[a] | true} @-}
safeTail :: [a] -> [a]
safeTail (_ : xs) = xs

-- Bug: the length of the tail of the empty list is reported as 0, not -1: tailLen [].
{-@ assert tailLen :: xs:[a] -> {v:Int | v = len xs - 1} @-}
tailLen :: [a] -> Int
tailLen [] = 0
tailLen (_ : xs) = length xs
