-- G2-EXPECT: ordered safe
-- G2-EXPECT: sortPair safe
-- G2-EXPECT: sortPairBad concrete
-- G2-CHECK: sortPairBad \p r -> fst r > snd r
module R106Pair where

{-@ type OPair = {p:(Int, Int) | fst p <= snd p} @-}

{-@ ordered :: p:(Int, Int) -> {v:Bool | v <=> fst p <= snd p} @-}
ordered :: (Int, Int) -> Bool
ordered (a, b) = a <= b

{-@ sortPair :: (Int, Int) -> OPair @-}
sortPair :: (Int, Int) -> (Int, Int)
sortPair (a, b) = if a <= b then (a, b) else (b, a)

-- Bug: the swap is on the wrong branch: sortPairBad (1, 0).
{-@ sortPairBad :: (Int, Int) -> OPair @-}
sortPairBad :: (Int, Int) -> (Int, Int)
sortPairBad (a, b) = if a > b then (a, b) else (b, a)
