-- Results longer than read-back went before session 21 (10,000 cells): the whole
-- list, a long String, a deep Peano number. `g2` prints every cell.
module LongResults where

longList :: [Int]
longList = [1 .. 12000]

longString :: String
longString = concatMap show [1 .. 5000 :: Int]

data N = Z | S N deriving Show

deepPeano :: N
deepPeano = iterate S Z !! 20000
