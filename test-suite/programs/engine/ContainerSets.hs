-- Set and IntMap inputs, built with fromList and printed as GHC's show prints them
-- (each module has its `fromList` in scope, so GHC reads the printed lines back).
module ContainerSets where

import Data.Set (fromList)
import qualified Data.Set as S

-- | Two elements, one of them 5.
twoWithFive :: S.Set Int -> Bool
twoWithFive s = S.size s == 2 && S.member 5 s

-- | A union that drops the elements of the second set above 10.
unionBad :: S.Set Int -> S.Set Int -> S.Set Int
unionBad a b = S.union a (S.filter (<= 10) b)

-- | Claimed: a set of letters has at most two vowels. Sets of three or more vowels
-- break it; sets of at most two elements cannot.
fewVowels :: S.Set Char -> Bool
fewVowels s = S.size (S.filter (`elem` "aeiou") s) <= 2
