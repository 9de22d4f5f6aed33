-- G2-EXPECT: addVecs safe
-- G2-EXPECT: addShort concrete blame=safeZipWith
{-@ LIQUID "--expect-any-error" @-}
module R073SafeZip where

import Language.Haskell.Liquid.Prelude

{-@ addVecs :: xs:[Int] -> {ys:[Int] | len ys = len xs} -> {v:[Int] | len v = len xs} @-}
addVecs :: [Int] -> [Int] -> [Int]
addVecs xs ys = safeZipWith (+) xs ys

-- Bug: the second list is one shorter: addShort [0].
{-@ addShort :: {xs:[Int] | len xs > 0} -> [Int] @-}
addShort :: [Int] -> [Int]
addShort xs = safeZipWith (+) xs (tail xs)
