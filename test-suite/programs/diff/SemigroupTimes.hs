-- | stimes and sconcat of base's Semigroup instances whose code base ships without:
-- mtimesDefault (WrappedMonoid's stimes), stimes on Endo, Ordering and NonEmpty, sconcat
-- on lists, Any, All, Data.Monoid's First and Last and Data.Semigroup's Last (GHC's
-- specialised sconcat loops) (G2.Models.Semigroup). Checked against GHC.
module SemigroupTimes where

import Data.List.NonEmpty (NonEmpty (..))
import Data.Monoid (All (..), Any (..), Endo (..), First (..), Last (..))
import qualified Data.Semigroup as Sg

-- | A ruler line of n segments.
ruler :: Int -> String
ruler n = Sg.mtimesDefault n "--|"

-- | Apply a step n times (Endo's stimes).
times :: Int -> (Int -> Int) -> Int -> Int
times n f = appEndo (Sg.stimes n (Endo f))

-- | Compare by several keys; a repeated comparison is the same comparison.
byKeys :: (Int, String) -> (Int, String) -> Ordering
byKeys (a, s) (b, t) = Sg.stimes (3 :: Int) (compare a b) <> compare s t

-- | The settings files in order, the last one present wins.
settings :: NonEmpty (Last Int)
settings = Last (Just 1) :| [Last Nothing, Last (Just 3), Last Nothing]

run :: String
run = show
  ( (ruler 3, ruler 0, Sg.mtimesDefault (2 :: Integer) [1, 2 :: Int], times 5 (* 2) 1, times 1 (+ 7) 0)
  , (byKeys (1, "b") (1, "a"), byKeys (0, "z") (1, "a"), Sg.stimes (2 :: Int) LT, Sg.stimes (4 :: Integer) ('a' :| "bc"))
  , (Sg.sconcat ([1] :| [[2, 3], [], [4 :: Int]]), Sg.sconcat ("ab" :| []), getAny (Sg.sconcat (Any False :| [Any True])), getAll (Sg.sconcat (All True :| [All False, All True])))
  , (getFirst (Sg.sconcat (First Nothing :| [First (Just 'x'), First (Just 'y')])), getLast (Sg.sconcat settings), Sg.getLast (Sg.sconcat (fmap Sg.Last ('p' :| "qr"))))
  , (Sg.stimes (3 :: Int) (Sg.Last 'k'), getAny (Sg.stimes (5 :: Int) (Any True)), Sg.stimes (0 :: Int) EQ)
  )
