module ErrIncompletePattern where

data Shape = Circle Int | Square Int | Triangle Int Int Int

sides :: Shape -> Int
sides (Circle _) = 0
sides (Square _) = 4

run :: String
run = show (map sides [Circle 1, Square 2, Triangle 3 4 5])
