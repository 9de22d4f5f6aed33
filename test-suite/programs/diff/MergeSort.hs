module MergeSort where

msort :: Ord a => [a] -> [a]
msort [] = []
msort [x] = [x]
msort xs = merge (msort l) (msort r)
  where
    (l, r) = splitAt (length xs `div` 2) xs
    merge [] ys = ys
    merge xs' [] = xs'
    merge (a : as) (b : bs)
      | a <= b = a : merge as (b : bs)
      | otherwise = b : merge (a : as) bs

run :: String
run = show (msort [38, 27, 43, 3, 9, 82, 10 :: Int]) ++ "\n" ++ msort "mergesort" ++ "\n"
