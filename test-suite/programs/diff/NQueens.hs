module NQueens where

queens :: Int -> [[Int]]
queens n = go n
  where
    go 0 = [[]]
    go k = [q : qs | qs <- go (k - 1), q <- [1 .. n], safe q qs]
    safe q qs = and [q /= c && abs (q - c) /= d | (d, c) <- zip [1 ..] qs]

run :: String
run = show (head (queens 6)) ++ "\n" ++ show (map (length . queens) [1 .. 6])
