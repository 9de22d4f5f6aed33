-- | show, showFFloat and showEFloat on Double and Float: powers of ten, subnormals,
-- the largest values, negative zero, NaN and the infinities (G2.Models.Float).
module ShowFloating where
import Numeric (showFFloat, showEFloat)

xs :: [Double]
xs = [0, -0, 0.1, 1.0e-2, 1.0e7, 1234567, -2.5, 0/0, 1/0, -1/0, 5.0e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 9999999, 0.1+0.2, 1/3, 1.0e22, 1.0e23, 123456.789, 4.35, 1.0e-5, 12345678.9]

fs :: [Float]
fs = [0, 0.1, 1.0e-45, 3.4028235e38, 16777216, -2.5, 1/3, 1.0e7, 0.3]

run :: String
run = show xs ++ show fs ++ show (Just (-1.5 :: Double)) ++ showFFloat (Just 2) (3.14159 :: Double) "" ++ showEFloat (Just 3) (1234.5 :: Double) "" ++ show (-0.0 :: Float)
