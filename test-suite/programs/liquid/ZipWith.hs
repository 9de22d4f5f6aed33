-- Seed 003, section 2.4: zipWith on a user List type, whose refinement type lets the
-- first list be longer than the second; the recursive call then violates it.
module ZipWith (List (..), die, zipWith, zipWithSame, total, plus) where

import Prelude hiding (zipWith)

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die = error

infixr 5 :+:
data List a = Emp | (:+:) a (List a)

{-@ measure size :: List a -> Int
    size Emp        = 0
    size (x :+: xs) = 1 + size xs
  @-}

{-@ zipWith :: (a -> b -> c) -> xs:List a -> {ys:List b | size xs > 0 => size ys > 0} -> List c @-}
zipWith :: (a -> b -> c) -> List a -> List b -> List c
zipWith _ Emp _ = Emp
zipWith f (x :+: xs) (y :+: ys) = f x y :+: zipWith f xs ys
zipWith _ _ Emp = die "zipWith: the second list is shorter"

{-@ zipWithSame :: (a -> b -> c) -> xs:List a -> {ys:List b | size ys == size xs} -> {zs:List c | size zs == size xs} @-}
zipWithSame :: (a -> b -> c) -> List a -> List b -> List c
zipWithSame _ Emp Emp = Emp
zipWithSame f (x :+: xs) (y :+: ys) = f x y :+: zipWithSame f xs ys
zipWithSame _ _ _ = die "zipWithSame: lists of different lengths"

-- A refinement inside the type argument: walked by the generated g2_all_List.
{-@ total :: List {v:Integer | v > 0} -> {r:Integer | r >= 0} @-}
total :: List Integer -> Integer
total Emp = 0
total (x :+: xs) = x + total xs

plus :: Int -> Int -> Int
plus = (+)
