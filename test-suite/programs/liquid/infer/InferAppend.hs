-- infer: concat
-- g2 infer: concat (seed 000, section 2.5; seed 002, Example 1) is correct, but
-- append's refinement type says nothing about lengths, so concat's check finds only
-- abstract counterexamples blaming append.
--
-- Expected: append :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys}.
-- Why: concat's result must have exactly sumsize x elements, and it is built by
-- repeatedly replacing two lists with append's result, so append's result must have
-- exactly len xs + len ys elements: any weaker linear relation (>=, <=) lets append
-- return a list of another length, which concat returns. Within the grammar (linear
-- relations over len xs, len ys, len v) this equality is the weakest spec that
-- suffices, and append meets it.
module InferAppend where

import Prelude hiding (concat)

{-@ measure sumsize :: [[a]] -> Int
    sumsize []     = 0
    sumsize (x:xs) = len x + sumsize xs
  @-}

{-@ append :: xs:[a] -> ys:[a] -> [a] @-}
append :: [a] -> [a] -> [a]
append [] ys = ys
append (x : xs) ys = x : append xs ys

{-@ concat :: x:[[a]] -> {v:[a] | len v == sumsize x} @-}
concat :: [[a]] -> [a]
concat [] = []
concat (xs : []) = xs
concat (xs : (ys : xss)) = concat (append xs ys : xss)
