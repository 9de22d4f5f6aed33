-- G2-EXPECT: clen safe
-- G2-EXPECT: link safe
-- G2-EXPECT: unlink safe
-- G2-EXPECT: chainTake concrete
module R147Chain where

data Chain a = End | Link a (Chain a)
  deriving (Show, Eq)

{-@ data Chain [clen] a = End | Link a (Chain a) @-}

{-@ measure clen @-}
{-@ invariant {v:Chain a | clen v >= 0} @-}
{-@ clen :: Chain a -> Nat @-}
clen :: Chain a -> Int
clen End = 0
clen (Link _ c) = 1 + clen c

{-@ link :: a -> c:Chain a -> {v:Chain a | clen v = clen c + 1} @-}
link :: a -> Chain a -> Chain a
link = Link

{-@ unlink :: {c:Chain a | clen c > 0} -> (a, Chain a) @-}
unlink :: Chain a -> (a, Chain a)
unlink (Link x c) = (x, c)

-- Bug: stops one early: chainTake 1 (Link 0 End) = End.
{-@ chainTake :: n:Nat -> {c:Chain a | clen c >= n} -> {v:Chain a | clen v = n} @-}
chainTake :: Int -> Chain a -> Chain a
chainTake n (Link x c) | n > 1 = Link x (chainTake (n - 1) c)
chainTake _ _ = End
