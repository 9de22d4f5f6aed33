{-# LANGUAGE QuasiQuotes #-}
-- | A query over Helper's functions. Its only answer is [5,5,5]: three elements, all 5
-- (count 5 xs == 3), which sum to 15.
module Main (main) where

import G2.Query
import Helper (count, total)

threeFives :: IO (Maybe [Int])
threeFives = [g2| ?(xs :: [Int]) | length xs == 3 && count 5 xs == 3 && total xs == 15 |]

main :: IO ()
main = threeFives >>= print
