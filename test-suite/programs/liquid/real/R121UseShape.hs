-- Multi-module pair: imports R120LibShape.hs.
-- G2-EXPECT: areaOf safe
-- G2-EXPECT: unit safe
-- G2-EXPECT: fromLen concrete blame=mkSquare
{-@ LIQUID "--expect-any-error" @-}
module R121UseShape where

import R120LibShape

{-@ areaOf :: Square -> {v:Int | v > 0} @-}
areaOf :: Square -> Int
areaOf s = sideOf s * sideOf s

{-@ unit :: Square @-}
unit :: Square
unit = mkSquare 1

-- Bug: the empty list gives a side of 0: fromLen [].
{-@ fromLen :: [a] -> Square @-}
fromLen :: [a] -> Square
fromLen xs = mkSquare (length xs)
