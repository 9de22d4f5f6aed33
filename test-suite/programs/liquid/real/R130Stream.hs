-- G2-EXPECT: takeS safe
-- G2-EXPECT: nthS safe
module R130Stream where

import Language.Haskell.Liquid.Prelude

{-@ takeS :: n:Nat -> [Int] -> [Int] @-}
takeS :: Int -> [Int] -> [Int]
takeS 0 _ = []
takeS _ [] = []
takeS n (x : xs) = x : takeS (n - 1) xs

{-@ nthS :: Nat -> [Int] -> Maybe Int @-}
nthS :: Int -> [Int] -> Maybe Int
nthS _ [] = Nothing
nthS 0 (x : _) = Just x
nthS n (_ : xs) = nthS (n - 1) xs
