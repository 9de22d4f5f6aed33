-- G2-EXPECT: firstOf safe
-- G2-EXPECT: pairUp safe
module R182Holes2 where

{-@ firstOf :: {xs:_ | len xs > 0} -> _ @-}
firstOf :: [Int] -> Int
firstOf (x : _) = x

{-@ pairUp :: x:_ -> y:_ -> {v:_ | fst v = x && snd v = y} @-}
pairUp :: Int -> Bool -> (Int, Bool)
pairUp x y = (x, y)
