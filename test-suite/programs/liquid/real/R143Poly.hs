-- G2-EXPECT: evalPoly safe
-- G2-EXPECT: degree safe
-- G2-EXPECT: leading concrete blame=last
module R143Poly where

{-@ type Poly = [Int] @-}

{-@ evalPoly :: [Int] -> Int -> Int @-}
evalPoly :: [Int] -> Int -> Int
evalPoly cs x = foldr (\c acc -> c + x * acc) 0 cs

{-@ degree :: xs:_ -> {v:Int | v = len xs - 1} @-}
degree :: [Int] -> Int
degree cs = length cs - 1

-- Bug: the zero polynomial has no leading coefficient: leading [].
{-@ leading :: [Int] -> Int @-}
leading :: [Int] -> Int
leading cs = last cs
