-- Seed 000, section 2.4: zip's refinement type lets the second list be non-empty when
-- the first one is empty, and then zip calls die.
module Zip (die, zip, zipSameLength) where

import Prelude hiding (zip)

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error msg

{-@ zip :: xs:[a] -> {ys:[b] | len xs > 0 => len ys > 0} -> [(a, b)] @-}
zip :: [a] -> [b] -> [(a, b)]
zip [] [] = []
zip (x : xs) (y : ys) = (x, y) : zip xs ys
zip _ _ = die "Bad call to zip"

-- The fix the paper suggests: the lists have the same length.
{-@ zipSameLength :: xs:[a] -> {ys:[b] | len ys == len xs} -> [(a, b)] @-}
zipSameLength :: [a] -> [b] -> [(a, b)]
zipSameLength [] [] = []
zipSameLength (x : xs) (y : ys) = (x, y) : zipSameLength xs ys
zipSameLength _ _ = die "Bad call to zipSameLength"
