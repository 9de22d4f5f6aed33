-- Fixed-width integers: GHC 9.0 keeps them in a full Int#/Word#, narrowed after
-- each operation (narrow8Int#, narrow8Word#, ...).
module Sized where

import Data.Int (Int8, Int16)
import Data.Word (Word8, Word16)

-- Word8 arithmetic wraps at 256.
addWrap :: Word8 -> Word8
addWrap x = x + 200

-- Int8 arithmetic wraps at 128.
subWrap :: Int8 -> Int8
subWrap x = x - 100

-- Inputs lie within their type's range.
above :: Word16 -> Bool
above x = x > 65530

widen :: Int16 -> Int
widen x = fromIntegral x * 2
