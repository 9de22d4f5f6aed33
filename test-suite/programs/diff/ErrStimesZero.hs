-- | stimes 0 on a NonEmpty: the class default's error (stimesDefault, a model of
-- GHC.Base.$fSemigroupNonEmpty_$cstimes), with GHC's message. Checked against GHC.
module ErrStimesZero where

import Data.List.NonEmpty (NonEmpty (..), toList)
import Data.Semigroup (stimes)

repeatBeat :: Int -> NonEmpty Char -> String
repeatBeat n beat = toList (stimes n beat)

run :: String
run = repeatBeat 2 ('x' :| "-") ++ repeatBeat 0 ('x' :| "-")
