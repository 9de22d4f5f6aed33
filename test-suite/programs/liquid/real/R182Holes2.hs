-- G2-EXPECT: firstOf safe
-- G2-EXPECT: pairUp safe
-- G2-EXPECT: lastOfBad concrete blame=head
module R182Holes2 where

{-@ firstOf :: {xs:_ | len xs > 0} -> _ @-}
firstOf :: [Int] -> Int
firstOf (x : _) = x

{-@ pairUp :: x:_ -> y:_ -> {v:_ | fst v = x && snd v = y} @-}
pairUp :: Int -> Bool -> (Int, Bool)
pairUp x y = (x, y)

-- Bug: the hole hides no precondition; the empty list: lastOfBad [].
{-@ lastOfBad :: xs:_ -> {v:Int | true} @-}
lastOfBad :: [Int] -> Int
lastOfBad xs = head (reverse xs)
