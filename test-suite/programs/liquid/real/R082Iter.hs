-- G2-EXPECT: iterN safe
-- G2-EXPECT: evens safe
-- G2-EXPECT: oddsBad concrete
-- G2-CHECK: oddsBad \n r -> any even r
module R082Iter where

{-@ iterN :: forall <p :: Int -> Bool>. Nat -> (Int<p> -> Int<p>) -> Int<p> -> [Int<p>] @-}
iterN :: Int -> (Int -> Int) -> Int -> [Int]
iterN 0 _ _ = []
iterN n f x = x : iterN (n - 1) f (f x)

{-@ evens :: Nat -> [{v:Int | v mod 2 = 0}] @-}
evens :: Int -> [Int]
evens n = iterN n (+ 2) 0

-- Bug: starts at 0, which is even: oddsBad 1 = [0].
{-@ oddsBad :: Nat -> [{v:Int | v mod 2 = 1}] @-}
oddsBad :: Int -> [Int]
oddsBad n = iterN n (+ 2) 0
