-- G2-EXPECT: safeIndex safe
-- G2-EXPECT: checkedDiv concrete blame=liquidError
-- G2-EXPECT: checked safe
module R047Prelude where

import Language.Haskell.Liquid.Prelude

{-@ safeIndex :: xs:[a] -> {i:Nat | i < len xs} -> a @-}
safeIndex :: [a] -> Int -> a
safeIndex (x : xs) i = if i == 0 then x else safeIndex xs (i - 1)
safeIndex [] _ = liquidError "safeIndex: out of range"

-- Bug: zero reaches liquidError: checkedDiv 1 0.
{-@ checkedDiv :: Int -> Int -> Int @-}
checkedDiv :: Int -> Int -> Int
checkedDiv x y = if y == 0 then liquidError "division by zero" else x `div` y

{-@ checked :: Int -> {v:Int | v /= 0} -> Int @-}
checked :: Int -> Int -> Int
checked x y = if y == 0 then liquidError "division by zero" else x `div` y
