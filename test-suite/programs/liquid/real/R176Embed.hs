-- G2-EXPECT: toCelsius safe
-- G2-EXPECT: warm safe
-- G2-EXPECT: coolBad concrete
-- G2-CHECK: coolBad \t r -> r < 0
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

-- Bug: cooling below absolute zero: coolBad 5 = -5.
{-@ coolBad :: Nat -> Nat @-}
coolBad :: Int -> Int
coolBad t = t - 10
