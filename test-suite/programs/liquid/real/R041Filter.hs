-- G2-EXPECT: positives safe
-- G2-EXPECT: filterLen safe
-- G2-EXPECT: evensBad concrete
{-@ LIQUID "--expect-any-error" @-}
module R041Filter where

{-@ positives :: [Int] -> [{v:Int | v > 0}] @-}
positives :: [Int] -> [Int]
positives [] = []
positives (x : xs)
  | x > 0 = x : positives xs
  | otherwise = positives xs

{-@ filterLen :: (a -> Bool) -> xs:[a] -> {v:[a] | len v <= len xs} @-}
filterLen :: (a -> Bool) -> [a] -> [a]
filterLen _ [] = []
filterLen p (x : xs)
  | p x = x : filterLen p xs
  | otherwise = filterLen p xs

-- Bug: keeps the odd numbers instead: evensBad [1] = [1].
{-@ evensBad :: [Int] -> [{v:Int | v mod 2 = 0}] @-}
evensBad :: [Int] -> [Int]
evensBad xs = [x | x <- xs, x `mod` 2 == 1]
