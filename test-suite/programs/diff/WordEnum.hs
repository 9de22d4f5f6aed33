-- | Ranges and Enum methods on sized words whose code base ships without:
-- @[a, b ..]@ on Word8, Word16 and Word32 (GHC.Word.$w$sboundedEnumFromThen2 and its
-- siblings), and the errors of succ, pred and toEnum at their bounds (GHC.Word's
-- $fEnumWordN CAFs and $wlvl workers) (G2.Models.Enum). Checked against GHC.
module WordEnum where

import Data.Word (Word16, Word32, Word64, Word8)

-- | Every 16th grey level, and a fade-out.
greys :: [Word8]
greys = [0, 16 ..]

fadeOut :: [Word8]
fadeOut = [255, 205 ..]

-- | Port numbers from a start with a stride.
ports :: Word16 -> Word16 -> [Word16]
ports from stride = take 4 [from, from + stride ..]

-- | Three bytes with a stride, from two given ones.
stride :: Word8 -> Word8 -> [Word8]
stride a b = take 3 [a, b ..]

-- | The next byte value, as a user's counter advances it (fails past 255).
nextByte :: Word8 -> Word8
nextByte = succ

-- | A byte from a checked Int (fails outside 0..255).
toByte :: Int -> Word8
toByte = toEnum

run :: String
run = show
  ( (greys, fadeOut, [7, 7 ..] == take 3 [7 :: Word8, 7 ..] , take 3 [7 :: Word8, 7 ..], [10, 9 :: Word8 ..])
  , (ports 8080 1, ports 65530 3, [65535, 0 :: Word16 ..], take 3 [4000000000, 4100000000 :: Word32 ..], [1, 3 :: Word32 ..] !! 5)
  , (map succ [0, 254 :: Word8], map pred [1 :: Word16, 65535], succ (7 :: Word32), pred (7 :: Word64), map toByte [0, 200, 255])
  , (toEnum 65535 :: Word16, toEnum 12 :: Word32, fromEnum (maxBound :: Word8), [minBound .. 3 :: Word8])
  )
