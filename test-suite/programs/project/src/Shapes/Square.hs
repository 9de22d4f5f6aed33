module Shapes.Square (square) where

square :: Int -> Int
square x = x * x
