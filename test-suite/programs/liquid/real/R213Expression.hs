-- G2-EXPECT: area safe
-- G2-EXPECT: perimeter safe
-- G2-EXPECT: diagonalSq concrete
-- G2-CHECK: diagonalSq \w h r -> r /= w * w + h * h
module R213Expression where

{-@ expression Area W H = W * H @-}
{-@ expression Perim W H = 2 * (W + H) @-}

{-@ area :: w:Nat -> h:Nat -> {v:Int | v = Area w h} @-}
area :: Int -> Int -> Int
area w h = w * h

{-@ perimeter :: w:Nat -> h:Nat -> {v:Int | v = Perim w h} @-}
perimeter :: Int -> Int -> Int
perimeter w h = w + h + w + h

-- Bug: squares the sum instead of summing the squares: diagonalSq 1 1 = 4.
{-@ diagonalSq :: w:Nat -> h:Nat -> {v:Int | v = w * w + h * h} @-}
diagonalSq :: Int -> Int -> Int
diagonalSq w h = (w + h) * (w + h)
