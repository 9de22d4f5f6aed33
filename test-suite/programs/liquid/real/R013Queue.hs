-- G2-EXPECT: emptyQ safe
-- G2-EXPECT: enqueue safe
-- G2-EXPECT: dequeue safe
-- G2-EXPECT: qsize safe
-- G2-EXPECT: dequeueBad concrete blame=head
{-@ LIQUID "--expect-any-error" @-}
{-@ LIQUID "--short-names" @-}
module R013Queue where

data Queue a = Q [a] [a]
  deriving (Show, Eq)

{-@ measure qlen @-}
qlen :: Queue a -> Int
qlen (Q f b) = length f + length b

{-@ qsize :: q:Queue a -> {v:Int | v = qlen q} @-}
qsize :: Queue a -> Int
qsize (Q f b) = length f + length b

{-@ emptyQ :: {q:Queue a | qlen q = 0} @-}
emptyQ :: Queue a
emptyQ = Q [] []

{-@ enqueue :: a -> q:Queue a -> {v:Queue a | qlen v = qlen q + 1} @-}
enqueue :: a -> Queue a -> Queue a
enqueue x (Q f b) = Q f (x : b)

{-@ dequeue :: {q:Queue a | qlen q > 0} -> (a, Queue a) @-}
dequeue :: Queue a -> (a, Queue a)
dequeue (Q (x : f) b) = (x, Q f b)
dequeue (Q [] b) = let f = reverse b in (head f, Q (tail f) [])

-- Bug: forgets to reverse the back list when the front is empty: dequeueBad (Q [] [0]).
{-@ dequeueBad :: {q:Queue a | qlen q > 0} -> a @-}
dequeueBad :: Queue a -> a
dequeueBad (Q f _) = head f
