-- G2-EXPECT: evensHalf safe
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
module R158Reflect2 where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect isEvenR @-}
isEvenR :: Int -> Bool
isEvenR n = n `mod` 2 == 0

{-@ reflect evens @-}
evens :: [Int] -> [Int]
evens [] = []
evens (x : xs) = if isEvenR x then x : evens xs else evens xs

{-@ evensHalf :: {evens [1, 2] = [2]} @-}
evensHalf :: Proof
evensHalf = trivial
