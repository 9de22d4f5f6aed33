-- G2-EXPECT: zipSame safe
-- G2-EXPECT: zip3' safe
-- G2-EXPECT: zipTail concrete blame=zipExact
-- G2-CHECK: zipTail \xs r -> length (tail xs) /= length xs
module R023Zip where

{-@ zipExact :: xs:[a] -> {ys:[b] | len ys = len xs} -> {v:[(a, b)] | len v = len xs} @-}
zipExact :: [a] -> [b] -> [(a, b)]
zipExact [] [] = []
zipExact (x : xs) (y : ys) = (x, y) : zipExact xs ys

{-@ zipSame :: xs:[a] -> {v:[(a, a)] | len v = len xs} @-}
zipSame :: [a] -> [(a, a)]
zipSame xs = zipExact xs xs

{-@ zip3' :: xs:[a] -> {ys:[b] | len ys = len xs} -> {zs:[c] | len zs = len xs} -> {v:[(a, (b, c))] | len v = len xs} @-}
zip3' :: [a] -> [b] -> [c] -> [(a, (b, c))]
zip3' xs ys zs = zipExact xs (zipExact ys zs)

-- Bug: the tail is one shorter: zipTail [0].
{-@ zipTail :: {xs:[a] | len xs > 0} -> [(a, a)] @-}
zipTail :: [a] -> [(a, a)]
zipTail xs = zipExact xs (tail xs)
