-- | Data.List's generic functions and NonEmpty's take, whose workers base ships without
-- code: genericTake, genericDrop, genericSplitAt, genericIndex, genericReplicate
-- ($wgenericTake ...), Data.List.NonEmpty.take (GHC.List.$wunsafeTake)
-- (G2.Models.List). Checked against GHC.
module GenericList where

import Data.List (genericDrop, genericIndex, genericLength, genericReplicate, genericSplitAt, genericTake)
import Data.List.NonEmpty (NonEmpty (..))
import qualified Data.List.NonEmpty as NE
import Data.Word (Word8)

-- | Pages of a listing, with the page size as an Integer (as a user's config has it).
page :: Integer -> Integer -> [a] -> [a]
page size n = genericTake size . genericDrop (size * n)

headlines :: [String]
headlines = ["rain", "sun", "fog", "wind", "snow", "hail", "mist"]

-- | Split a word at a position given as an Integer.
splitWord :: Integer -> String -> (String, String)
splitWord = genericSplitAt

-- | The n-th item, by an Integer index, or Nothing when there is none.
nthItem :: Integer -> [a] -> Maybe a
nthItem i xs = if i >= 0 && i < genericLength xs then Just (genericIndex xs i) else Nothing

-- | The first n of a non-empty list of scores.
topScores :: Int -> NonEmpty Int -> [Int]
topScores n = NE.take n . NE.sortBy (flip compare)

scores :: NonEmpty Int
scores = 7 :| [3, 9, 1, 9, 4]

run :: String
run = show
  ( (page 3 0 headlines, page 3 2 headlines, page 3 5 headlines, page 0 1 headlines)
  , (genericTake (-2 :: Integer) "abc", genericTake (2 :: Word8) [1 :: Int ..], genericDrop (10 :: Integer) "abc")
  , (splitWord 3 "haskell", splitWord (-1) "ab", splitWord 9 "ab", fst (genericSplitAt (2 :: Integer) ('x' : 'y' : undefined)))
  , (nthItem 2 headlines, nthItem 7 headlines, genericIndex "abc" (0 :: Word8), genericReplicate (3 :: Integer) 'z')
  , (topScores 3 scores, topScores 0 scores, topScores 10 scores, NE.take 2 ('a' :| "bc"))
  )

-- | A user's function over symbolic inputs: the letter at an Integer position.
letterAt :: Integer -> String -> Char
letterAt i w = genericIndex w i

-- | The index errors, in GHC's order: the list is looked at before the index.
tooLarge, negative :: Char
tooLarge = genericIndex "abc" (3 :: Integer)
negative = genericIndex "abc" (-1 :: Integer)
