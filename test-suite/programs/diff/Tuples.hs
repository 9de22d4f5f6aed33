module Tuples where

swap' :: (a, b) -> (b, a)
swap' (a, b) = (b, a)

run :: String
run = show (swap' (1 :: Int, "one"), fst (1 :: Int, 'x'), snd (True, ()), curry fst 'a' 'b', uncurry (+) (3, 4 :: Int))
  ++ show (zip3 [1 :: Int ..] "ab" [True, False], unzip3 [(1 :: Int, 'a', "x"), (2, 'b', "y")])
