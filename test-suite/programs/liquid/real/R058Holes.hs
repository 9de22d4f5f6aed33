-- G2-EXPECT: swap safe
-- G2-EXPECT: dup safe
{-@ LIQUID "--no-totality" @-}
module R058Holes where

{-@ swap :: p:_ -> {v:_ | fst v = snd p && snd v = fst p} @-}
swap :: (Int, Int) -> (Int, Int)
swap (a, b) = (b, a)

{-@ dup :: x:_ -> {v:_ | fst v = x && snd v = x} @-}
dup :: Int -> (Int, Int)
dup x = (x, x)
