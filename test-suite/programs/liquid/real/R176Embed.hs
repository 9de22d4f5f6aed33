-- G2-EXPECT: toCelsius safe
-- G2-EXPECT: warm safe
module R176Embed where

newtype Kelvin = K Int
  deriving (Show, Eq)

{-@ embed Kelvin as int @-}
{-@ newtype Kelvin = K { unK :: Nat } @-}

{-@ toCelsius :: Kelvin -> {v:Int | v >= -273} @-}
toCelsius :: Kelvin -> Int
toCelsius (K k) = k - 273

{-@ warm :: Kelvin -> Kelvin @-}
warm :: Kelvin -> Kelvin
warm (K k) = K (k + 10)
