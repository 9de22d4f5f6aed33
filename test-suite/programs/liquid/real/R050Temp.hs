-- G2-EXPECT: toKelvin safe
-- G2-EXPECT: freezing safe
-- G2-EXPECT: fromKelvin concrete
-- G2-CHECK: fromKelvin \k r -> r < -273.15
module R050Temp where

{-@ type Kelvin = {v:Double | v >= 0.0} @-}
{-@ type Celsius = {v:Double | v >= -273.15} @-}

{-@ toKelvin :: Celsius -> Kelvin @-}
toKelvin :: Double -> Double
toKelvin c = c + 273.15

{-@ freezing :: Celsius -> Bool @-}
freezing :: Double -> Bool
freezing c = toKelvin c <= 273.15

-- Bug: subtracts twice: fromKelvin 0.0 = -546.3.
{-@ fromKelvin :: Kelvin -> Celsius @-}
fromKelvin :: Double -> Double
fromKelvin k = k - 273.15 - 273.15
