-- G2-EXPECT: incOk safe
-- G2-EXPECT: incWrong concrete
-- G2-CHECK: incWrong \x r -> r <= x
module R211Fail where

{-@ incOk :: x:Int -> {v:Int | v > x} @-}
incOk :: Int -> Int
incOk x = x + 1

-- `fail` says LiquidHaskell must reject incWrong. Bug: incWrong 0 = 0.
{-@ fail incWrong @-}
{-@ incWrong :: x:Int -> {v:Int | v > x} @-}
incWrong :: Int -> Int
incWrong x = x
