-- Laziness: seed 002 Figure 2.1 (an assertion over an infinite list) and the
-- non-strict argument example of section 2.2.
module Lazy where

index :: [Int] -> Int -> Int
index xs j = case xs of
  h : t -> if j == 0 then h else index t (j - 1)
  [] -> error "index: empty"

repl :: Int -> [Int]
repl n = n : repl (n + 1)

-- True when the k-th element of repl i is i.
replAt :: Int -> Int -> Bool
replAt i k = index (repl i) k == i

-- let f x = 10; g _ = assert False in f (g 0): the argument is never evaluated.
constTen :: Int -> Int
constTen y = f (g y)
  where
    f :: Int -> Int
    f _ = 10
    g :: Int -> Int
    g _ = error "never evaluated"

-- seq does force its first argument.
forced :: Int -> Int
forced y = (if y > 5 then error "too big" else y) `seq` 10
