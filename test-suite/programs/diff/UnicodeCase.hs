-- | Case mapping over all of Unicode (the engine's tables come from GHC's base).
module UnicodeCase where

import Data.Char

-- | The number of upper-case letters (the symbolic group asks for ones beyond Latin-1).
upperCount :: String -> Int
upperCount s = length (filter isUpper s)

-- | Each mapping as the distance it moves a character (short to print).
deltas :: (Char -> Char) -> [Int]
deltas f = [ ord (f c) - ord c | c <- sample ]

run :: String
run = show (map toUpper "straße ǆ σς", map toLower "ΣΑΣ ǅ İ", map toTitle "ǆǉ ß", upperCount "ΣσǅA")
  ++ show (deltas toUpper) ++ show (deltas toLower) ++ show (deltas toTitle)

-- | Every Latin-1 character and a sample of all of Unicode: a stride through the code
-- points (surrogates, private use and unassigned ones included) and letters with
-- special case mappings (final sigma, titlecase digraphs, dotted I, Deseret, Adlam).
sample :: String
sample = ['\0' .. '\xff'] ++ map chr [0x100, 0x100 + 2939 .. 0x10FFFF]
  ++ "σςΣǄǅǆǇǈǉİıſﬀẞꞵ𐐀𐐨𞤀𞤢Ω℧ǰ\xd800\xdfff\x10ffff"
