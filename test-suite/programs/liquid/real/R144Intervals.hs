-- G2-EXPECT: overlap safe
-- G2-EXPECT: union safe
module R144Intervals where

{-@ predicate Ordered P = fst P <= snd P @-}
{-@ type Ival = {p:(Int, Int) | Ordered p} @-}

{-@ overlap :: Ival -> Ival -> _ @-}
overlap :: (Int, Int) -> (Int, Int) -> Bool
overlap (a, b) (c, d) = a <= d && c <= b

{-@ union :: Ival -> Ival -> Ival @-}
union :: (Int, Int) -> (Int, Int) -> (Int, Int)
union (a, b) (c, d) = (min a c, max b d)
