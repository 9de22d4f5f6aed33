-- G2-EXPECT: rotate safe
-- G2-EXPECT: rotateN safe
module R168Cycle where

import Language.Haskell.Liquid.Prelude

{-@ rotate :: xs:[a] -> {v:[a] | len v = len xs} @-}
rotate :: [a] -> [a]
rotate [] = []
rotate (x : xs) = xs ++ [x]

{-@ rotateN :: Nat -> xs:[a] -> {v:[a] | len v = len xs} @-}
rotateN :: Int -> [a] -> [a]
rotateN 0 xs = xs
rotateN n xs = liquidAssert (n > 0) (rotateN (n - 1) (rotate xs))
