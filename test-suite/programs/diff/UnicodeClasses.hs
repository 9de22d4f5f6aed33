-- | General categories and the classification predicates over all of Unicode.
module UnicodeClasses where

import Data.Char

-- | The predicates that hold of c, as the bits of a number (short to print).
classes :: Char -> Int
classes c = sum [ 2 ^ i | (i, p) <- zip [0 :: Int ..] predicates, p c ]
  where
    predicates = [ isUpper, isLower, isAlpha, isAlphaNum, isPrint, isSpace, isControl
                 , isPunctuation, isSymbol, isLetter, isMark, isNumber, isSeparator ]

run :: String
run = show (map generalCategory "aΣǅ\x2028\xd800\xe000\x378")
  ++ show (map (fromEnum . generalCategory) sample) ++ show (map classes sample)

-- | Every Latin-1 character and a sample of all of Unicode: a stride through the code
-- points (surrogates, private use and unassigned ones included) and letters with
-- special case mappings (final sigma, titlecase digraphs, dotted I, Deseret, Adlam).
sample :: String
sample = ['\0' .. '\xff'] ++ map chr [0x100, 0x100 + 2939 .. 0x10FFFF]
  ++ "σςΣǄǅǆǇǈǉİıſﬀẞꞵ𐐀𐐨𞤀𞤢Ω℧ǰ\xd800\xdfff\x10ffff"
