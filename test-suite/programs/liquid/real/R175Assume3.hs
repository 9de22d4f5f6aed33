-- G2-EXPECT: safeRead safe
-- G2-EXPECT: readTwice concrete blame=liquidAssert
module R175Assume3 where

import Language.Haskell.Liquid.Prelude

{-@ assume readSensor :: Int -> {v:Int | 0 <= v && v <= 1023} @-}
readSensor :: Int -> Int
readSensor port = port `mod` 1024

{-@ safeRead :: Int -> {v:Int | 0 <= v && v < 1024} @-}
safeRead :: Int -> Int
safeRead p = readSensor p

-- Bug: two readings may sum above 1023: readTwice 1023 (each reading is 1023).
{-@ readTwice :: Int -> Int @-}
readTwice :: Int -> Int
readTwice p = let s = readSensor p + readSensor p in liquidAssert (s <= 1023) s
