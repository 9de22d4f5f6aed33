-- Demo programs for G2-rs; see scripts/demo.sh and README.md.
module Demo where

-- | Peano naturals.
data Nat = Z | S Nat deriving (Show, Eq)

add :: Nat -> Nat -> Nat
add Z y = y
add (S x) y = S (add x y)

-- | A buggy absolute value: it forgets that negating the smallest Int overflows, and
-- it also gets the negative case wrong for -1.
abs' :: Int -> Int
abs' x
  | x < -1 = negate x
  | otherwise = x

-- | Should return the largest element, but starts its search from 0: wrong on lists of
-- only negative numbers.
maxList :: [Int] -> Int
maxList = go 0
  where
    go m [] = m
    go m (x : xs) = go (if x > m then x else m) xs

-- | List membership, for the demo's assertion on maxList.
member :: Int -> [Int] -> Bool
member _ [] = False
member y (x : xs) = y == x || member y xs
