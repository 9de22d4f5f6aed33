module Folds where

run :: String
run = unlines
  [ show (foldr (-) 0 [1 .. 10 :: Int])
  , show (foldl (-) 0 [1 .. 10 :: Int])
  , show (foldr (\x acc -> x : take 2 acc) [] [1 .. 10 :: Int])
  , show (foldl (flip (:)) [] "fold")
  , show (scanl (+) 0 [1 .. 6 :: Int])
  , show (scanr (+) 0 [1 .. 4 :: Int])
  , show (scanl1 max [3, 1, 4, 1, 5, 9, 2, 6 :: Int])
  ]
