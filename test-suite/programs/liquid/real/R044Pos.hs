-- G2-EXPECT: mkPos safe
-- G2-EXPECT: addPos safe
-- G2-EXPECT: subPos concrete
-- G2-CHECK: subPos \x y r -> r <= 0
module R044Pos where

{-@ type Pos = {v:Int | v > 0} @-}

{-@ mkPos :: Int -> Pos @-}
mkPos :: Int -> Int
mkPos x = if x > 0 then x else 1

{-@ addPos :: Pos -> Pos -> Pos @-}
addPos :: Int -> Int -> Int
addPos x y = x + y

-- Bug: 1 - 1 = 0: subPos 1 1.
{-@ subPos :: Pos -> Pos -> Pos @-}
subPos :: Int -> Int -> Int
subPos x y = x - y
