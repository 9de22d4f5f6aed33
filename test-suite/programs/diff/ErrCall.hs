module ErrCall where

checked :: Int -> Int
checked n | n > 100 = error ("value too large: " ++ show n)
          | otherwise = n * 2

run :: String
run = unlines (map (show . checked) [1, 50, 101])
