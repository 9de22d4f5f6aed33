-- G2-EXPECT: ratio concrete blame=/
-- G2-CHECK: ratio \_ b _ -> b == 0
-- G2-EXPECT: mean concrete blame=/
-- G2-CHECK: mean \xs _ -> length xs == 1
-- G2-EXPECT: ratioOk safe
-- G2-EXPECT: share safe
-- G2-EXPECT: ratioR safe
module R231FracDiv where

-- LiquidHaskell's library type (/) :: Fractional a => a -> {v:a | v /= 0} -> a holds
-- for Double too, where dividing by zero gives Infinity or NaN instead of crashing.

-- Bug: any b == 0 (ratio 1 0 is Infinity).
{-@ ratio :: Double -> Double -> Double @-}
ratio :: Double -> Double -> Double
ratio a b = a / b

-- Bug: the sample variance's n - 1 is 0 on one element (mean [x] divides by 0).
{-@ mean :: {xs:[Double] | len xs > 0} -> Double @-}
mean :: [Double] -> Double
mean xs = sum xs / fromIntegral (length xs - 1)

{-@ ratioOk :: Double -> {b:Double | b /= 0} -> Double @-}
ratioOk :: Double -> Double -> Double
ratioOk a b = a / b

-- The divisor is at least 1.
{-@ share :: Double -> Nat -> Double @-}
share :: Double -> Int -> Double
share total n = total / fromIntegral (n + 1)

-- At Rational the division crashes on 0 under GHC, and G2 does not check it there
-- (the contract's predicates are at Double): no report, whatever the outcome.
{-@ ratioR :: Rational -> {b:Rational | b /= 0} -> Rational @-}
ratioR :: Rational -> Rational -> Rational
ratioR a b = a / b
