-- | Doubles and Floats read inside other values (a list, a tuple, Maybe, a derived
-- Read record): these go through GHC.Read.convertFrac, which calls
-- Text.Read.Lex.$wnumberToRational (G2.Models.Read.wNumberToRational). Checked against
-- GHC.
module ReadNested where

data Reading = Reading { sensor :: String, value :: Double, scale :: Float }
  deriving (Show, Read)

doubles :: [Double]
doubles = read "[1.5, 2.25e-3, 3, -0.1, 1e400, 0.1e-400, 123456789.987654321, 0.30000000000000004]"

triple :: (Double, Int, Float)
triple = read " ( 1.5e2 , 7, 0.3 ) "

readings :: [Reading]
readings = read "[Reading {sensor = \"t1\", value = -2.5, scale = 1.0e-2}, Reading {sensor = \"t2\", value = 20.125, scale = 3}]"

maybes :: [Maybe Double]
maybes = map read ["Just 1.5", "Nothing", "Just (-7.0e-3)", "Just 12"]

ratio :: Maybe Rational
ratio = read "Just (3 % 4)"

run :: String
run = show (doubles, triple, readings, maybes, ratio, sum (map value readings))
