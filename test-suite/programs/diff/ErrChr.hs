module ErrChr where

import Data.Char (chr)

run :: String
run = [chr 72, chr 105] ++ [chr (-1)]
