module FactorialInteger where

fact :: Integer -> Integer
fact n = product [1 .. n]

run :: String
run = unlines [show n ++ "! = " ++ show (fact n) | n <- [0, 1, 5, 10, 20, 25, 30]]
