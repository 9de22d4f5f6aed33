-- G2-EXPECT: safeLast safe
-- G2-EXPECT: headOr safe
-- G2-EXPECT: parseDigit concrete blame=unsafeError
{-@ LIQUID "--no-termination" @-}
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

-- Bug: any non-digit reaches unsafeError (no spec, but a crash): parseDigit 'a'.
{-@ parseDigit :: Char -> Int @-}
parseDigit :: Char -> Int
parseDigit c
  | c >= '0' && c <= '9' = fromEnum c - fromEnum '0'
  | otherwise = unsafeError "not a digit"
