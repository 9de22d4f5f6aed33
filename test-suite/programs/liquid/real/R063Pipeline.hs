-- G2-EXPECT: normalize safe
-- G2-EXPECT: scale concrete blame=div
-- G2-EXPECT: percent safe
{-@ LIQUID "--no-termination" @-}
module R063Pipeline where

{-@ normalize :: xs:[Int] -> {v:[Int] | len v = len xs} @-}
normalize :: [Int] -> [Int]
normalize xs = map (\x -> x - m) xs
  where m = if null xs then 0 else minimum xs

-- Bug: the scale factor may be zero: scale 0 [0].
{-@ scale :: Int -> [Int] -> [Int] @-}
scale :: Int -> [Int] -> [Int]
scale k xs = map (`div` k) xs

{-@ percent :: Nat -> {t:Int | t > 0} -> Int @-}
percent :: Int -> Int -> Int
percent part total = (part * 100) `div` total
