-- G2-EXPECT: compose safe
-- G2-EXPECT: incr safe
-- G2-EXPECT: incTwice safe
-- G2-EXPECT: incTwiceBad concrete
-- G2-CHECK: incTwiceBad \x r -> r /= x + 3
module R214Bound where

{-@ bound Chain = \(x :: Int) (y :: Int) (z :: Int) -> true @-}

{-@ compose :: forall <p :: Int -> Int -> Bool, q :: Int -> Int -> Bool, r :: Int -> Int -> Bool>.
               {x :: Int, w :: Int<q x> |- Int<p w> <: Int<r x>}
               (y:Int -> Int<p y>) -> (z:Int -> Int<q z>) -> x:Int -> Int<r x> @-}
compose :: (Int -> Int) -> (Int -> Int) -> Int -> Int
compose f g x = f (g x)

{-@ incr :: x:Int -> {v:Int | v = x + 1} @-}
incr :: Int -> Int
incr x = x + 1

{-@ incTwice :: x:Int -> {v:Int | v = x + 2} @-}
incTwice :: Int -> Int
incTwice x = compose incr incr x

-- Bug: two increments add 2, not 3: incTwiceBad 0 = 2.
{-@ incTwiceBad :: x:Int -> {v:Int | v = x + 3} @-}
incTwiceBad :: Int -> Int
incTwiceBad x = compose incr incr x
