-- G2-EXPECT: chooseNat safe
-- G2-EXPECT: chooseIdx concrete blame=!!
module R200Prelude11 where

import Language.Haskell.Liquid.Prelude

{-@ chooseNat :: Int -> Nat @-}
chooseNat :: Int -> Int
chooseNat x = let n = choose x in if n < 0 then negate n else n

-- Bug: an arbitrary index into a three-element list: choose returning 3.
{-@ chooseIdx :: Int -> Int @-}
chooseIdx :: Int -> Int
chooseIdx x = [10, 20, 30] !! abs (choose x)
