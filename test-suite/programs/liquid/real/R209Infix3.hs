-- G2-EXPECT: <+> safe
-- G2-EXPECT: scaleV safe
-- G2-EXPECT: <-> concrete blame=<+>
{-@ LIQUID "--no-termination" @-}
module R209Infix3 where

infixl 6 <+>
infixl 6 <->

{-@ infixl 6 <+> @-}
{-@ infixl 6 <-> @-}

{-@ (<+>) :: xs:[Int] -> {ys:[Int] | len ys = len xs} -> {v:[Int] | len v = len xs} @-}
(<+>) :: [Int] -> [Int] -> [Int]
xs <+> ys = zipWith (+) xs ys

{-@ scaleV :: Int -> xs:[Int] -> {v:[Int] | len v = len xs} @-}
scaleV :: Int -> [Int] -> [Int]
scaleV k = map (* k)

-- Bug: the lengths are not required to agree: [0] <-> [].
{-@ (<->) :: [Int] -> [Int] -> [Int] @-}
(<->) :: [Int] -> [Int] -> [Int]
xs <-> ys = xs <+> scaleV (-1) ys
