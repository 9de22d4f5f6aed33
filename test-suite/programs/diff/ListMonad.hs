module ListMonad where

triples :: Int -> [(Int, Int, Int)]
triples n = do
  a <- [1 .. n]
  b <- [a .. n]
  c <- [b .. n]
  if a * a + b * b == c * c then return (a, b, c) else []

run :: String
run = show (triples 20) ++ show (do { x <- [1, 2, 3]; y <- "ab"; return (x :: Int, y) }) ++ show ([1, 2 :: Int] >>= \x -> [x, x * 10])
