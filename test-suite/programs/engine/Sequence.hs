-- Data.Sequence: containers ships its finger-tree loops (fromList's mkTree, snoc, the
-- folds) without unfoldings, and G2 has no model of them, so `g2 coverage` lists them
-- as MISSING, each with the reason the plugin wrote (the wire's gaps).
module Sequence where

import Data.Foldable (toList)
import qualified Data.Sequence as Seq

queue :: Int -> [Int]
queue n = toList (Seq.fromList [1 .. n] Seq.|> 0)
