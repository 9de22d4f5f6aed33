{-# LANGUAGE QuasiQuotes #-}
module Main (main) where

import G2.Query

triple :: Int -> Int
triple x = 3 * x

-- The positive x with triple x == n.
thirdOf :: Int -> IO (Maybe Int)
thirdOf = [g2| \(n :: Int) -> ?(x :: Int) | x > 0 && triple x == n |]

main :: IO ()
main = do
  thirdOf 21 >>= print
  thirdOf 22 >>= print
