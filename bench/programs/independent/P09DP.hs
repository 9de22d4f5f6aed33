-- Dynamic programming with lists only: LCS by rows, edit distance, 0/1 knapsack,
-- coin change counts, and the longest increasing subsequence.
module P09DP where

lcs :: String -> String -> Int
lcs xs ys = last (foldl row (replicate (length ys + 1) 0) xs)
  where
    row prev x = scanl step 0 (zip3 ys prev (tail prev))
      where
        step left (y, diag, up) = if x == y then diag + 1 else max left up

editDistance :: String -> String -> Int
editDistance s t = last (foldl nextRow [0 .. length t] (zip [1 ..] s))
  where
    nextRow prev (i, c) = scanl compute i (zip3 t prev (tail prev))
      where
        compute left (d, diag, up) = minimum [left + 1, up + 1, diag + if c == d then 0 else 1]

knapsack :: Int -> [(Int, Int)] -> Int
knapsack cap items = last (foldl add (replicate (cap + 1) 0) items)
  where
    add best (wt, val) =
      [ if c >= wt then max keep (val + best !! (c - wt)) else keep
      | (c, keep) <- zip [0 ..] best ]

coinWays :: [Int] -> Int -> Integer
coinWays coins target = foldl addCoin (1 : replicate target 0) coins !! target
  where
    addCoin ways coin = let new = zipWith (+) ways (replicate coin 0 ++ new) in new

lis :: [Int] -> Int
lis xs = maximum (foldl extend [] xs)
  where
    extend acc x = acc ++ [1 + maximum (0 : [l | (y, l) <- zip xs acc, y < x])]

gen :: Int -> Int -> String
gen seed n = take n (map (\k -> toEnum (97 + k `mod` 4)) (iterate (\v -> (v * 75 + 74) `mod` 65537) seed))

p09 :: String
p09 =
  show (lcs (gen 1 500) (gen 2 500))
    ++ " " ++ show (editDistance (gen 3 500) (gen 4 500))
    ++ " " ++ show (knapsack 120 [(3 + i `mod` 17, 10 + (i * 7) `mod` 23) | i <- [1 .. 40]])
    ++ " " ++ show (coinWays [1, 2, 5, 10, 20, 50, 100, 200] 1000)
    ++ " " ++ show (lis [(i * 7919) `mod` 1009 | i <- [1 .. 800]])
