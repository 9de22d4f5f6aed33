-- G2-EXPECT: pickPos safe
-- G2-EXPECT: divChoose concrete blame=div
module R026Choose where

import Language.Haskell.Liquid.Prelude

{-@ pickPos :: Int -> {v:Int | v > 0} @-}
pickPos :: Int -> Int
pickPos x = let n = choose x in if n > 0 then n else 1

-- Bug: choose may return zero: divChoose with choose returning 0.
{-@ divChoose :: Int -> Int @-}
divChoose :: Int -> Int
divChoose x = 100 `div` choose x
