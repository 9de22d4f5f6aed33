-- Multi-module pair: this library module is imported by R245UseMeasure.hs, whose
-- annotations use its measure, given by equations.
-- G2-EXPECT: cons safe
-- G2-EXPECT: ctail safe
module R244LibMeasure (Chain (..), cons, ctail) where

data Chain = End | Link Int Chain deriving Show

{-@ measure clen :: Chain -> Int
    clen End = 0
    clen (Link x xs) = 1 + clen xs
  @-}

{-@ cons :: Int -> c:Chain -> {v:Chain | clen v = clen c + 1} @-}
cons :: Int -> Chain -> Chain
cons = Link

{-@ ctail :: {c:Chain | clen c > 0} -> {v:Chain | clen v = clen c - 1} @-}
ctail :: Chain -> Chain
ctail (Link _ xs) = xs
ctail End = End
