-- G2-EXPECT: mkPos safe
-- G2-EXPECT: addPos safe
{-@ LIQUID "--no-totality" @-}
module R044Pos where

{-@ type Pos = {v:Int | v > 0} @-}

{-@ mkPos :: Int -> Pos @-}
mkPos :: Int -> Int
mkPos x = if x > 0 then x else 1

{-@ addPos :: Pos -> Pos -> Pos @-}
addPos :: Int -> Int -> Int
addPos x y = x + y
