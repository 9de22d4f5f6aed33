-- A contract over newtype arguments (issue 12, item 6): a counterexample's arguments
-- must keep their constructors, so that `reproduce in GHCi` is a call GHC accepts.
module Newtypes where

newtype Age = Age Int
  deriving (Eq, Show)

-- gap :: a:Age -> {b:Age | b <= a} -> {r:Int | r < 5}  (wrong: any gap of 5 or more)
gap :: Age -> Age -> Int
gap (Age a) (Age b) = a - b

g2__pre_gap :: Age -> Age -> Bool
g2__pre_gap (Age a) (Age b) = b <= a && b >= 0

g2__post_gap :: Age -> Age -> Int -> Bool
g2__post_gap _ _ r = r < 5
