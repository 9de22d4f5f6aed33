module Hanoi where

hanoi :: Int -> String -> String -> String -> [(String, String)]
hanoi 0 _ _ _ = []
hanoi n a b c = hanoi (n - 1) a c b ++ [(a, b)] ++ hanoi (n - 1) c b a

run :: String
run = show (hanoi 3 "a" "b" "c") ++ "\n" ++ show (length (hanoi 10 "a" "b" "c"))
