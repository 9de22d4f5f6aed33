-- G2-EXPECT: reverse' safe
-- G2-EXPECT: filterElts safe
-- G2-EXPECT: replaceBad concrete
module R204ListElts where

{-@ reverse' :: xs:[a] -> {v:[a] | listElts v = listElts xs && len v = len xs} @-}
reverse' :: [a] -> [a]
reverse' = go []
  where
    {-@ go :: acc:[a] -> ys:[a] -> {v:[a] | listElts v = Set_cup (listElts acc) (listElts ys) && len v = len acc + len ys} @-}
    go acc [] = acc
    go acc (y : ys) = go (y : acc) ys

{-@ filterElts :: (a -> Bool) -> xs:[a] -> {v:[a] | Set_sub (listElts v) (listElts xs)} @-}
filterElts :: (a -> Bool) -> [a] -> [a]
filterElts _ [] = []
filterElts p (x : xs) = if p x then x : filterElts p xs else filterElts p xs

-- Bug: a new element appears: replaceBad 0 [1] = [0].
{-@ replaceBad :: Int -> xs:[Int] -> {v:[Int] | Set_sub (listElts v) (listElts xs)} @-}
replaceBad :: Int -> [Int] -> [Int]
replaceBad y xs = map (const y) xs
