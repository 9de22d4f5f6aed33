-- G2-EXPECT: mkInterval safe
-- G2-EXPECT: width safe
-- G2-EXPECT: shift safe
-- G2-EXPECT: mkBad concrete blame=I
{-@ LIQUID "--no-termination" @-}
module R027Interval where

data Interval = I { lo :: Int, hi :: Int }
  deriving (Show, Eq)

{-@ data Interval = I { lo :: Int, hi :: {v:Int | lo <= v} } @-}

{-@ mkInterval :: Int -> Int -> Interval @-}
mkInterval :: Int -> Int -> Interval
mkInterval a b = if a <= b then I a b else I b a

{-@ width :: Interval -> Nat @-}
width :: Interval -> Int
width (I l h) = h - l

{-@ shift :: Int -> Interval -> Interval @-}
shift :: Int -> Interval -> Interval
shift d (I l h) = I (l + d) (h + d)

-- Bug: the bounds are not ordered: mkBad 1 0 builds I 1 0.
{-@ mkBad :: Int -> Int -> Interval @-}
mkBad :: Int -> Int -> Interval
mkBad a b = I a b
