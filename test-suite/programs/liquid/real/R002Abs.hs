-- G2-EXPECT: absolute safe
-- G2-EXPECT: distance safe
-- G2-EXPECT: badAbs concrete
-- G2-CHECK: badAbs \x r -> r < 0
module R002Abs where

{-@ type NonNeg = {v:Int | 0 <= v} @-}

{-@ absolute :: Int -> NonNeg @-}
absolute :: Int -> Int
absolute n = if n < 0 then negate n else n

{-@ distance :: Int -> Int -> NonNeg @-}
distance :: Int -> Int -> Int
distance x y = absolute (x - y)

-- Bug: the test is the wrong way round: badAbs 1 = -1.
{-@ badAbs :: Int -> NonNeg @-}
badAbs :: Int -> Int
badAbs n = if n > 0 then negate n else n
