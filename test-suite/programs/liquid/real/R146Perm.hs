-- G2-EXPECT: count safe
-- G2-EXPECT: swapAt safe
-- G2-EXPECT: swapBad concrete blame=!!
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

-- Bug: j is not bounded: swapBad [0] 0 1.
{-@ swapBad :: xs:[a] -> {i:Nat | i < len xs} -> Nat -> [a] @-}
swapBad :: [a] -> Int -> Int -> [a]
swapBad xs i j = [if k == i then xs !! j else x | (k, x) <- zip [0 :: Int ..] xs]
