-- G2-EXPECT: count safe
-- G2-EXPECT: swapAt safe
module R146Perm where

{-@ count :: Eq a => a -> xs:[a] -> {v:Nat | v <= len xs} @-}
count :: Eq a => a -> [a] -> Int
count _ [] = 0
count x (y : ys) = (if x == y then 1 else 0) + count x ys

{-@ swapAt :: xs:[a] -> {i:Nat | i < len xs} -> {j:Nat | j < len xs} -> {v:[a] | len v = len xs} @-}
swapAt :: [a] -> Int -> Int -> [a]
swapAt xs i j = [pick k x | (k, x) <- zip [0 ..] xs]
  where
    pick k x
      | k == i = xs !! j
      | k == j = xs !! i
      | otherwise = x
