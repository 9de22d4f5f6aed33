-- | Functor methods on Data.Map: (<$) (Data.Map.Internal.$fFunctorMap_$c<$, which
-- containers ships without code) beside fmap and void (G2.Models.Map). Checked against
-- GHC.
module MapFunctor where

import Data.Functor (void, ($>))
import Data.Map (Map, fromList)
import qualified Data.Map as M

attendance :: Map String Int
attendance = fromList [("ana", 3), ("bo", 0), ("cy", 5), ("di", 1), ("ed", 2)]

-- | Reset every count, keeping the names.
reset :: Map String Int -> Map String Int
reset m = 0 <$ m

-- | Mark every key of a map as seen.
seen :: Map Int Char -> Map Int Bool
seen m = m $> True

run :: String
run = show
  ( reset attendance, 'x' <$ fromList [(1 :: Int, 'a'), (2, 'b')], void attendance
  , seen (fromList (zip [10, 5, 7, 1] "abcd")), M.size (() <$ attendance)
  , fmap (* 2) attendance == fmap (\n -> n + n) attendance, "?" <$ (M.empty :: Map Int Int)
  )
