-- G2-EXPECT: absolute safe
-- G2-EXPECT: distance safe
{-@ LIQUID "--no-totality" @-}
module R002Abs where

{-@ type NonNeg = {v:Int | 0 <= v} @-}

{-@ absolute :: Int -> NonNeg @-}
absolute :: Int -> Int
absolute n = if n < 0 then negate n else n

{-@ distance :: Int -> Int -> NonNeg @-}
distance :: Int -> Int -> Int
distance x y = absolute (x - y)
