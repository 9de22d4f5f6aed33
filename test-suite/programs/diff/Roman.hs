module Roman where

roman :: Int -> String
roman 0 = ""
roman n = let (v, s) = head [(v', s') | (v', s') <- table, v' <= n] in s ++ roman (n - v)
  where table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                 (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

unroman :: String -> Int
unroman s = go (map val s)
  where
    val c = maybe 0 id (lookup c [('I', 1), ('V', 5), ('X', 10), ('L', 50), ('C', 100), ('D', 500), ('M', 1000)])
    go (a : b : r) | a < b = b - a + go r
                   | otherwise = a + go (b : r)
    go [a] = a
    go [] = 0

run :: String
run = unwords (map roman [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]) ++ " " ++ show (unroman "MCMXCIV")
