-- G2-EXPECT: iterN safe
-- G2-EXPECT: evens safe
module R082Iter where

{-@ iterN :: forall <p :: Int -> Bool>. Nat -> (Int<p> -> Int<p>) -> Int<p> -> [Int<p>] @-}
iterN :: Int -> (Int -> Int) -> Int -> [Int]
iterN 0 _ _ = []
iterN n f x = x : iterN (n - 1) f (f x)

{-@ evens :: Nat -> [{v:Int | v mod 2 = 0}] @-}
evens :: Int -> [Int]
evens n = iterN n (+ 2) 0
