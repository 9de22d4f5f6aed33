-- G2-EXPECT: safeLast safe
-- G2-EXPECT: headOr safe
-- G2-EXPECT: digitValue safe
module R068Unsafe where

import Language.Haskell.Liquid.Prelude

{-@ safeLast :: {v:[a] | len v > 0} -> a @-}
safeLast :: [a] -> a
safeLast [x] = x
safeLast (_ : xs) = safeLast xs
safeLast [] = liquidError "safeLast: empty"

{-@ headOr :: a -> [a] -> a @-}
headOr :: a -> [a] -> a
headOr d [] = d
headOr _ (x : _) = x

{-@ digitValue :: {n:Int | 0 <= n && n <= 9} -> {v:Int | 0 <= v && v <= 9} @-}
digitValue :: Int -> Int
digitValue n
  | n >= 0 && n <= 9 = n
  | otherwise = unsafeError "not a digit"
