-- G2-EXPECT: chooseNat safe
module R200Prelude11 where

import Language.Haskell.Liquid.Prelude

{-@ chooseNat :: Int -> Nat @-}
chooseNat :: Int -> Int
chooseNat x = let n = choose x in if n < 0 then negate n else n
