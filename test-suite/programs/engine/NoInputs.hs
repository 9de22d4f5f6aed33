-- Functions without arguments: each run is one path (Note [Runs without inputs]).
module NoInputs where

total :: Int
total = sum [1 .. 100]

crashes :: Int
crashes = length [1 .. 10 :: Int] `div` 0

endless :: [Int]
endless = [1 ..]
