-- G2-EXPECT: inBounds safe
-- G2-EXPECT: neighbours abstract blame=inBounds
-- G2-EXPECT: moveBad concrete
-- G2-CHECK: moveBad \n p r -> fst r < 0 || fst r >= n || snd r < 0 || snd r >= n
module R099Grid where

{-@ type Coord N = {p:(Int, Int) | 0 <= fst p && fst p < N && 0 <= snd p && snd p < N} @-}

{-@ inBounds :: n:Nat -> (Int, Int) -> Bool @-}
inBounds :: Int -> (Int, Int) -> Bool
inBounds n (x, y) = 0 <= x && x < n && 0 <= y && y < n

-- Correct, but inBounds's specification does not say what its Bool means.
{-@ neighbours :: n:Nat -> (Int, Int) -> [Coord n] @-}
neighbours :: Int -> (Int, Int) -> [(Int, Int)]
neighbours n (x, y) = [p | p <- [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)], inBounds n p]

-- Bug: moving right from the last column leaves the grid: moveBad 1 (0, 0) = (1, 0).
{-@ moveBad :: n:Nat -> Coord n -> Coord n @-}
moveBad :: Int -> (Int, Int) -> (Int, Int)
moveBad _ (x, y) = (x + 1, y)
