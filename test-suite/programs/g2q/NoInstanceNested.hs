-- expect error: NoInstanceNested.hs:23:5: error:
-- expect error: No instance for (G2Rep (Tree Int)): a g2 query needs one
-- expect error: $(derivingG2Rep ''Tree)
-- expect error: instance G2Rep a => G2Rep (Tree a)
-- expect error: NoInstanceNested.hs:25:5: error:
-- expect error: No instance for (G2Rep Color)
-- A parameterised type, and a type inside a list and inside a user instance: the
-- message names the type constructor that lacks an instance (Note [Suggesting
-- derivingG2Rep] in G2.Plugin.MissingInstance). programs/g2q/Ok.hs compiles both fixes
-- it offers.
{-# LANGUAGE QuasiQuotes #-}
module NoInstanceNested where

import G2.Query

data Tree a = Leaf | Node (Tree a) a (Tree a)
data Color = Red | Green deriving Eq
newtype Box a = Box a
instance G2Rep a => G2Rep (Box a) where
  toG2Term (Box a) = toG2Term a
  fromG2Term t = Box (fromG2Term t)
f :: Int -> IO (Maybe (Tree Int))
f = [g2| \(k :: Int) -> ?(t :: Tree Int) | size t == k |]
g :: [Box Color] -> IO (Maybe Int)
g = [g2| \(cs :: [Box Color]) -> ?(n :: Int) | length cs == n |]

size :: Tree a -> Int
size Leaf = 0
size (Node l _ r) = size l + 1 + size r
