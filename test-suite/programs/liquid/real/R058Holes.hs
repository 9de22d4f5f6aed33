-- G2-EXPECT: swap safe
-- G2-EXPECT: dup safe
-- G2-EXPECT: swapBad concrete
-- G2-CHECK: swapBad \p r -> fst r /= snd p
module R058Holes where

{-@ swap :: p:_ -> {v:_ | fst v = snd p && snd v = fst p} @-}
swap :: (Int, Int) -> (Int, Int)
swap (a, b) = (b, a)

{-@ dup :: x:_ -> {v:_ | fst v = x && snd v = x} @-}
dup :: Int -> (Int, Int)
dup x = (x, x)

-- Bug: keeps the pair as it is: swapBad (0, 1).
{-@ swapBad :: p:_ -> {v:_ | fst v = snd p} @-}
swapBad :: (Int, Int) -> (Int, Int)
swapBad p = p
