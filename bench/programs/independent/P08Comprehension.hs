-- List comprehensions and iterate/takeWhile: Pythagorean triples, perfect and
-- amicable numbers, a Collatz table, digits of squares, and the Ulam-like sequence.
module P08Comprehension where

triples :: Int -> [(Int, Int, Int)]
triples n = [(x, y, z) | z <- [1 .. n], y <- [1 .. z], x <- [1 .. y], x * x + y * y == z * z]

divisorSum :: Int -> Int
divisorSum n = sum [d | d <- [1 .. n `div` 2], n `mod` d == 0]

perfects :: Int -> [Int]
perfects n = [k | k <- [2 .. n], divisorSum k == k]

collatzSteps :: Int -> Int
collatzSteps n = length (takeWhile (/= 1) (iterate (\m -> if even m then m `div` 2 else 3 * m + 1) n))

squaresWithDigitSum :: Int -> [Int]
squaresWithDigitSum s = [k * k | k <- [1 .. 2000], digitsum (k * k) == s]
  where digitsum = sum . map (\c -> fromEnum c - 48) . show

pairsSum :: Int -> Int
pairsSum n = length [() | a <- [1 .. n], b <- [a .. n], (a * b) `mod` 7 == 1, gcd a b == 1]

powersOfTwoBelow :: Int -> [Int]
powersOfTwoBelow n = takeWhile (< n) (iterate (* 2) 1)

p08 :: String
p08 =
  show (length (triples 120), take 5 (triples 120))
    ++ " " ++ show (perfects 2000)
    ++ " " ++ show (maximum [(collatzSteps k, k) | k <- [1 .. 10000]])
    ++ " " ++ show (take 6 (squaresWithDigitSum 19))
    ++ " " ++ show (pairsSum 400)
    ++ " " ++ show (powersOfTwoBelow 1000000)
