{-# LANGUAGE QuasiQuotes #-}
-- G2Q: constraints written in Haskell, solved at run time (compile with the plugin:
-- scripts/g2-ghc examples/G2QDemo.hs -o g2q-demo).
module Main (main) where

import G2.Query

-- Which elements of xs (repetitions allowed) sum to n?
sumToN :: Int -> [Int] -> IO (Maybe [Int])
sumToN = [g2| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
            | sum ys == n && all (\e -> e `elem` xs) ys && length ys >= 1 |]

-- Laziness: the input is infinite, the predicate looks at its head only.
firstOf :: [Int] -> IO (Maybe Int)
firstOf = [g2| \(xs :: [Int]) -> ?(x :: Int) | x == head xs |]

-- A function of this module inside the predicate.
triple :: Int -> Int
triple x = 3 * x

thirdOf :: Int -> IO (Maybe Int)
thirdOf = [g2| \(k :: Int) -> ?(x :: Int) | triple x == k && x > 0 |]

main :: IO ()
main = do
  putStrLn "sumToN 0 [-5,10,-15,20,25]:"
  print =<< sumToN 0 [-5, 10, -15, 20, 25]
  putStrLn "the x with x == head [1..]:"
  print =<< firstOf [1 ..]
  putStrLn "the positive x with triple x == 21, then == 22:"
  print =<< thirdOf 21
  print =<< thirdOf 22
