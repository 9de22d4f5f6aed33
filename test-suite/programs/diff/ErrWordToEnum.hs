-- | A byte built from an Int out of range: toEnum's error at Word8 (GHC.Word's $wlvl3,
-- a model), with GHC's message. Checked against GHC.
module ErrWordToEnum where

import Data.Word (Word8)

brightness :: Int -> Word8
brightness = toEnum

run :: String
run = show (map brightness [0, 128, 255, 300])
