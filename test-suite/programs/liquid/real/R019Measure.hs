-- G2-EXPECT: single safe
-- G2-EXPECT: cons safe
-- G2-EXPECT: uncons safe
-- G2-EXPECT: badPair concrete
module R019Measure where

data NE a = a :| [a]
  deriving (Show, Eq)

{-@ measure nelen :: NE a -> Int
    nelen ((:|) x xs) = 1 + len xs
  @-}

{-@ single :: a -> {v:NE a | nelen v = 1} @-}
single :: a -> NE a
single x = x :| []

{-@ cons :: a -> n:NE a -> {v:NE a | nelen v = nelen n + 1} @-}
cons :: a -> NE a -> NE a
cons y (x :| xs) = y :| (x : xs)

{-@ uncons :: n:NE a -> (a, {v:[a] | len v = nelen n - 1}) @-}
uncons :: NE a -> (a, [a])
uncons (x :| xs) = (x, xs)

-- Bug: two elements, but it builds a one-element list: badPair 0 0.
{-@ badPair :: a -> a -> {v:NE a | nelen v = 2} @-}
badPair :: a -> a -> NE a
badPair x _ = x :| []
