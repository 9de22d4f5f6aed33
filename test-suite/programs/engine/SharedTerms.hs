-- A symbolic value squared and added to itself 18 times: a term of 37 nodes that
-- shares its subterms, whose tree has 2^18 leaves. Walking it as a tree (evaluating
-- a constraint under the last model) never ended, past any time limit.
module SharedTerms where

step :: Int -> Int
step y = y * y + y

iterated :: Int -> Int
iterated x = let y = iterate step x !! 18 in if y == 12345 then 1 else if y > 0 then 2 else 0
