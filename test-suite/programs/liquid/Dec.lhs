A literate module: the annotations sit in bird-track code lines.

> module Dec (dec, decNat) where

dec's result is positive only for arguments above 1: dec 1 = 0.

> {-@ dec :: x:{v:Integer | v > 0} -> {v:Integer | v > 0} @-}
> dec :: Integer -> Integer
> dec x = x - 1

With a result that may be zero, the same code is correct.

> {-@ decNat :: x:{v:Integer | v > 0} -> {v:Integer | v >= 0} @-}
> decNat :: Integer -> Integer
> decNat x = x - 1
