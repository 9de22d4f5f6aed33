-- G2-EXPECT: takeN safe
-- G2-EXPECT: dropN safe
-- G2-EXPECT: splitHalf safe
-- G2-EXPECT: takeBad concrete
module R031Take where

{-@ qualif LenGe(v:[a], n:int): len v >= n @-}

{-@ takeN :: n:Nat -> {xs:[a] | len xs >= n} -> {v:[a] | len v = n} @-}
takeN :: Int -> [a] -> [a]
takeN 0 _ = []
takeN n (x : xs) = x : takeN (n - 1) xs

{-@ dropN :: n:Nat -> {xs:[a] | len xs >= n} -> {v:[a] | len v = len xs - n} @-}
dropN :: Int -> [a] -> [a]
dropN 0 xs = xs
dropN n (_ : xs) = dropN (n - 1) xs

{-@ splitHalf :: xs:[a] -> ([a], [a]) @-}
splitHalf :: [a] -> ([a], [a])
splitHalf xs = let n = length xs `div` 2 in (takeN n xs, dropN n xs)

-- Bug: the list may be shorter than n: takeBad 1 [] = [].
{-@ takeBad :: n:Nat -> xs:[a] -> {v:[a] | len v = n} @-}
takeBad :: Int -> [a] -> [a]
takeBad n xs = take n xs
