module OrdInstancesBase where

run :: String
run = show (compare (1 :: Int, 'b') (1, 'a'), max "abc" "abd", min [3, 1] [2, 9 :: Int], Just 3 > (Nothing :: Maybe Int))
  ++ show (maximum [Left 5, Right 'a', Left 7 :: Either Int Char], compare LT GT, [LT ..], (True, False) < (True, True))
