-- G2-EXPECT: takeS safe
-- G2-EXPECT: nthS safe
-- G2-EXPECT: sumFirst concrete blame=liquidAssert
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

-- Bug: a short list has fewer than n elements: sumFirst 1 [].
{-@ sumFirst :: Nat -> [Int] -> Int @-}
sumFirst :: Int -> [Int] -> Int
sumFirst n xs = let ys = takeS n xs in liquidAssert (length ys == n) (sum ys)
