-- G2-EXPECT: safeTail safe
{-@ LIQUID "--no-termination" @-}
module R180Legacy2 where

{-@ assert safeTail :: {v:[a] | len v > 0} -> {v:[a] | true} @-}
safeTail :: [a] -> [a]
safeTail (_ : xs) = xs
