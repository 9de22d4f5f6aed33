-- | Data.Bits on sized Word types and quotRem on Word: the primops popCnt8# ...
-- popCnt64#, clz8# ... clz64#, ctz8# ... ctz64# (of the low 8/16/32/64 bits) and
-- quotRemWord#. Checked against GHC.
module WordBits where

import Data.Bits (complement, countLeadingZeros, countTrailingZeros, popCount, shiftL, (.&.))
import Data.Word (Word16, Word32, Word64, Word8)

w8s :: [Word8]
w8s = [0, 1, 2, 127, 128, 200, 255]

w16s :: [Word16]
w16s = [0, 1, 256, 4096, 65535]

w32s :: [Word32]
w32s = [0, 1, 65536, 2147483648, 4294967295]

w64s :: [Word64]
w64s = [0, 1, 1 `shiftL` 40, complement 0, 12345678901234]

ws :: [Word]
ws = [0, 7, 100, maxBound, 18446744073709551557]

-- | A bit count in a user's function: the parity of a byte.
parity :: Word8 -> Bool
parity w = odd (popCount w)

-- | The highest set bit of a 16-bit word (the word must not be 0).
highBit :: Word16 -> Int
highBit w = 15 - countLeadingZeros w

run :: String
run = show
  ( (map popCount w8s, map countLeadingZeros w8s, map countTrailingZeros w8s)
  , (map popCount w16s, map countLeadingZeros w16s, map countTrailingZeros w16s)
  , (map popCount w32s, map countLeadingZeros w32s, map countTrailingZeros w32s)
  , (map popCount w64s, map countLeadingZeros w64s, map countTrailingZeros w64s)
  , [(w `quotRem` d, w `divMod` d) | w <- ws, d <- [1, 3, 10, maxBound]]
  , (map parity w8s, map highBit (filter (/= 0) w16s), map (.&. 15) w8s)
  )
