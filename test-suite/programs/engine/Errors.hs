-- Error paths: error, incomplete patterns, and division by zero behave as in GHC.
module Errors where

safeDiv :: Int -> Int -> Int
safeDiv x y = if y == 0 then error "division by zero" else x `div` y

firstOf :: [Int] -> Int
firstOf (x : _) = x

pick :: Bool -> Int -> Int
pick True n = n
