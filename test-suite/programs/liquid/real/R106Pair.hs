-- G2-EXPECT: ordered safe
-- G2-EXPECT: sortPair safe
{-@ LIQUID "--no-totality" @-}
module R106Pair where

{-@ type OPair = {p:(Int, Int) | fst p <= snd p} @-}

{-@ ordered :: p:_ -> {v:_ | v <=> fst p <= snd p} @-}
ordered :: (Int, Int) -> Bool
ordered (a, b) = a <= b

{-@ sortPair :: (Int, Int) -> OPair @-}
sortPair :: (Int, Int) -> (Int, Int)
sortPair (a, b) = if a <= b then (a, b) else (b, a)
