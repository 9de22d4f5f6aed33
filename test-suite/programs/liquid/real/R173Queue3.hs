-- G2-EXPECT: prop_fifo safe
-- G2-EXPECT: prop_lifo concrete blame=liquidAssertB
-- G2-CHECK: prop_lifo \a b r -> a /= b
{-@ LIQUID "--expect-any-error" @-}
module R173Queue3 where

import Language.Haskell.Liquid.Prelude

data Q = Q [Int] [Int]
  deriving (Show, Eq)

push :: Int -> Q -> Q
push x (Q f b) = Q f (x : b)

pop :: Q -> Maybe (Int, Q)
pop (Q [] []) = Nothing
pop (Q [] b) = pop (Q (reverse b) [])
pop (Q (x : f) b) = Just (x, Q f b)

{-@ prop_fifo :: Int -> Int -> Bool @-}
prop_fifo :: Int -> Int -> Bool
prop_fifo a b = liquidAssertB (fmap fst (pop (push b (push a (Q [] [])))) == Just a)

-- Bug: a queue is first-in first-out: the first pop of two different pushes is not the last: prop_lifo 0 1.
{-@ prop_lifo :: Int -> Int -> Bool @-}
prop_lifo :: Int -> Int -> Bool
prop_lifo a b = liquidAssertB (fmap fst (pop (push b (push a (Q [] [])))) == Just b)
