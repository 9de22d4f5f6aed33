-- G2-EXPECT: lowByte safe
-- G2-EXPECT: toPercent safe
module R042Hex where

{-@ lowByte :: Nat -> {v:Int | 0 <= v && v <= 0xFF} @-}
lowByte :: Int -> Int
lowByte x = x `mod` 256

{-@ toPercent :: {x:Double | 0.0 <= x && x <= 1.0} -> {v:Double | 0.0 <= v && v <= 100.0} @-}
toPercent :: Double -> Double
toPercent x = x * 100
