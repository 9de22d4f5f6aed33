-- | Enum methods of Ordering, Bool, Char and Int (G2.Models.Enum) and the Unicode
-- general category on Latin-1 (G2.Models.Char).
module EnumBase where

import Data.Char (generalCategory, isPunctuation, isSymbol, isControl, isPrint)

run :: String
run = show ([LT ..], [EQ ..], [GT, EQ ..], [LT, EQ ..], [False ..], [True, False ..], [LT, GT ..])
  ++ show ([LT .. GT], [GT, EQ .. LT], [False .. True], ['a', 'c' .. 'k'], [10, 7 .. -5 :: Int], take 3 [maxBound - 1 :: Int ..])
  ++ show (succ LT, pred GT, fromEnum GT, toEnum 1 :: Ordering, succ False, succ 'a', pred 10 :: Int)
  ++ show (map (fromEnum . generalCategory) "aA1 $(-+^_\xa7\xaa\xab\xad\xb2\xd7\xff", filter isPunctuation ['\0' .. '\xff'], filter isSymbol ['\0' .. '\xff'])
  ++ show (length (filter isControl ['\0' .. '\xff']), length (filter isPrint ['\0' .. '\xff']))
