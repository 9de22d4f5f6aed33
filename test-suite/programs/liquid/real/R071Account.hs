-- G2-EXPECT: transfer safe
-- G2-EXPECT: pay concrete blame=liquidAssert
module R071Account where

import Language.Haskell.Liquid.Prelude

{-@ transfer :: {a:Int | a >= 0} -> {b:Int | b >= 0} -> {n:Int | 0 <= n && n <= a} -> (Int, Int) @-}
transfer :: Int -> Int -> Int -> (Int, Int)
transfer a b n = let a' = a - n in liquidAssert (a' >= 0) (a', b + n)

-- Bug: nothing bounds the amount: pay 0 1.
{-@ pay :: Nat -> Nat -> Int @-}
pay :: Int -> Int -> Int
pay bal amt = let bal' = bal - amt in liquidAssert (bal' >= 0) bal'
