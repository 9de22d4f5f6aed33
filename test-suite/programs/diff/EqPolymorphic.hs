module EqPolymorphic where

count :: Eq a => a -> [a] -> Int
count x = length . filter (== x)

dedupe :: Eq a => [a] -> [a]
dedupe [] = []
dedupe (x : xs) = x : dedupe (filter (/= x) xs)

run :: String
run = show (count 'a' "banana", count (Just 1) [Just (1 :: Int), Nothing, Just 1], count [1, 2] [[1, 2], [2, 1 :: Int]])
  ++ show (dedupe [3, 1, 3, 2, 1 :: Int], dedupe "mississippi", dedupe [(1 :: Int, 'a'), (1, 'a'), (2, 'b')])
