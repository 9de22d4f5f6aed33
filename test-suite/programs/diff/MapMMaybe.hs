module MapMMaybe where

import Control.Monad (mapM, forM, foldM, zipWithM, when, unless, replicateM)

check :: Int -> Maybe Int
check x = if x > 0 then Just (x * 2) else Nothing

run :: String
run = show (mapM check [1, 2, 3], mapM check [1, -2, 3], forM [4, 5] check, sequence [Just 'a', Just 'b'])
  ++ show (foldM (\acc x -> if x == 0 then Nothing else Just (acc `div` x)) 1000 [2, 5], zipWithM (\a b -> if a < b then Just (b - a) else Nothing) [1, 2] [5, 9 :: Int])
  ++ show (replicateM 2 "ab", when True (Just ()), unless True Nothing)
