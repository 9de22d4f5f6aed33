-- G2-EXPECT: toKelvin safe
-- G2-EXPECT: freezing safe
module R050Temp where

{-@ type Kelvin = {v:Double | v >= 0.0} @-}
{-@ type Celsius = {v:Double | v >= -273.15} @-}

{-@ toKelvin :: Celsius -> Kelvin @-}
toKelvin :: Double -> Double
toKelvin c = c + 273.15

{-@ freezing :: Celsius -> Bool @-}
freezing :: Double -> Bool
freezing c = toKelvin c <= 273.15
