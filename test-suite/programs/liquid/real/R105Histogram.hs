-- G2-EXPECT: bump safe
-- G2-EXPECT: histogram safe
-- G2-EXPECT: bumpBad concrete blame=!!
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R105Histogram where

{-@ qualif SameLen(v:[int], xs:[int]): len v = len xs @-}

{-@ bump :: xs:[Int] -> {i:Nat | i < len xs} -> {v:[Int] | len v = len xs} @-}
bump :: [Int] -> Int -> [Int]
bump (x : xs) 0 = (x + 1) : xs
bump (x : xs) i = x : bump xs (i - 1)

{-@ histogram :: n:{Int | n > 0} -> [Int] -> {v:[Int] | len v = n} @-}
histogram :: Int -> [Int] -> [Int]
histogram n = foldr (\x h -> bump h (x `mod` n)) (replicate n 0)

-- Bug: reads one past the end after bumping: bumpBad [0] 0.
{-@ bumpBad :: xs:[Int] -> {i:Nat | i < len xs} -> Int @-}
bumpBad :: [Int] -> Int -> Int
bumpBad xs i = bump xs i !! (i + 1)
