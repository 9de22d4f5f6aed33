-- G2-EXPECT: lowByte safe
-- G2-EXPECT: toPercent safe
module R042Hex where

{-@ predicate InByte V = 0 <= V && V <= 0xFF @-}

{-@ lowByte :: Nat -> {v:Int | InByte v} @-}
lowByte :: Int -> Int
lowByte x = x `mod` 256

{-@ toPercent :: {x:Double | 0.0 <= x && x <= 1.0} -> {v:Double | 0.0 <= v && v <= 100.0} @-}
toPercent :: Double -> Double
toPercent x = x * 100
