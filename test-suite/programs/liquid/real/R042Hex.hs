-- G2-EXPECT: lowByte safe
-- G2-EXPECT: toPercent safe
-- G2-EXPECT: highNibble concrete
-- G2-CHECK: highNibble \x r -> r > 15 || r < 0
module R042Hex where

{-@ lowByte :: Nat -> {v:Int | 0 <= v && v <= 0xFF} @-}
lowByte :: Int -> Int
lowByte x = x `mod` 256

{-@ toPercent :: {x:Double | 0.0 <= x && x <= 1.0} -> {v:Double | 0.0 <= v && v <= 100.0} @-}
toPercent :: Double -> Double
toPercent x = x * 100

-- Bug: shifts by 16 bits instead of 4: highNibble 256 = 16 > 0xF.
{-@ highNibble :: {x:Int | 0 <= x && x <= 0xFFF} -> {v:Int | 0 <= v && v <= 0xF} @-}
highNibble :: Int -> Int
highNibble x = x `div` 16
