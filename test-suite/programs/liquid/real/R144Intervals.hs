-- G2-EXPECT: overlap safe
-- G2-EXPECT: union safe
-- G2-EXPECT: intersectBad concrete
-- G2-CHECK: intersectBad \p q r -> fst r > snd r
module R144Intervals where

{-@ type Ival = {p:(Int, Int) | fst p <= snd p} @-}

{-@ overlap :: Ival -> Ival -> Bool @-}
overlap :: (Int, Int) -> (Int, Int) -> Bool
overlap (a, b) (c, d) = a <= d && c <= b

{-@ union :: Ival -> Ival -> Ival @-}
union :: (Int, Int) -> (Int, Int) -> (Int, Int)
union (a, b) (c, d) = (min a c, max b d)

-- Bug: disjoint intervals have an empty intersection: intersectBad (0, 0) (1, 1) = (1, 0).
{-@ intersectBad :: Ival -> Ival -> Ival @-}
intersectBad :: (Int, Int) -> (Int, Int) -> (Int, Int)
intersectBad (a, b) (c, d) = (max a c, min b d)
