-- Imported by ../UsesHelper.hs from a directory GHC finds only through -i.
module Helper (offset) where

offset :: Int
offset = 0
