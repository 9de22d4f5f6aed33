{-# LANGUAGE QuasiQuotes #-}
module Main (main) where

import Control.Exception (try)

import G2.Query
import Helper (total)
import Lib (countOf)

triple :: Int -> Int
triple x = 3 * x

-- The positive x with triple x == n.
thirdOf :: Int -> IO (Maybe Int)
thirdOf = [g2| \(n :: Int) -> ?(x :: Int) | x > 0 && triple x == n |]

-- A function of the library (another package of this project, built with the plugin):
-- the only list of length 2 with two 4s is [4,4].
twoFours :: IO (Maybe [Int])
twoFours = [g2| ?(xs :: [Int]) | length xs == 2 && countOf 4 xs == 2 |]

-- A function of helper-lib, built without the plugin: its code is not available.
sumsToThree :: IO (Maybe [Int])
sumsToThree = [g2| ?(xs :: [Int]) | total xs == 3 |]

main :: IO ()
main = do
  thirdOf 21 >>= print
  thirdOf 22 >>= print
  twoFours >>= print
  r <- try sumsToThree
  putStrLn (either (\e -> show (e :: G2QueryError)) show r)
