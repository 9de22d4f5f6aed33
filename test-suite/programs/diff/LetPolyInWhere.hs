module LetPolyInWhere where

applyAll :: [a -> a] -> a -> a
applyAll fs x = foldr ($) x fs

run :: String
run = show (applyAll [(+ 1), (* 2), subtract 3] (10 :: Int)) ++ show (applyAll [reverse, take 3] "abcdef")
  ++ show (map (uncurry ($)) [((+ 1), 1 :: Int), ((* 5), 2)]) ++ show (flip (-) 1 (10 :: Int)) ++ show (($ 3) <$> [(+ 1), (* 2) :: Int -> Int])
