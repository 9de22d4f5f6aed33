-- Inputs of types whose constructors keep an invariant: Rational (lowest terms, a
-- positive denominator) and Data.Map (a balanced search tree).
module Invariants where

import Data.Map (fromList)
import qualified Data.Map as M
import Data.Ratio ((%)) -- so that printed Rationals read back in this module

half :: Rational -> Bool
half r = r * 2 == 1

numeratorOf :: Rational -> Integer
numeratorOf r = toInteger (length (show r))

size :: M.Map Int Int -> Int
size m = M.size m
