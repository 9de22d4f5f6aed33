-- G2-EXPECT: isqrt safe
-- G2-EXPECT: safeRoot safe
module R194Prelude5 where

import Language.Haskell.Liquid.Prelude

{-@ isqrt :: Nat -> Nat @-}
isqrt :: Int -> Int
isqrt n = go 0
  where go r = if (r + 1) * (r + 1) > n then r else go (r + 1)

{-@ safeRoot :: Int -> Int @-}
safeRoot :: Int -> Int
safeRoot x = if x < 0 then 0 else isqrt x
