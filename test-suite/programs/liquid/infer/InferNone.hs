-- infer: isSquare
-- g2 infer: a helper whose needed property is outside the grammar.
--
-- Expected: no specification (inference says so and stops).
-- Why: isSquare needs sq x == x * x, i.e. v = x * x: no conjunction of linear
-- (in)equalities over x and v holds of every real run of sq (the points (x, x*x))
-- and excludes every result that breaks isSquare: the set of pairs such a
-- conjunction allows is convex, and any convex set holding (-1, 1), (0, 0) and
-- (1, 1) holds (0, 1), for which isSquare 0 would be False.
module InferNone where

{-@ sq :: x:Int -> Int @-}
sq :: Int -> Int
sq x = x * x

{-@ isSquare :: x:Int -> {v:Bool | v} @-}
isSquare :: Int -> Bool
isSquare x = sq x == x * x
