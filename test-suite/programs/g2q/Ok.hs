-- expect: ok
{-# LANGUAGE QuasiQuotes, TemplateHaskell, DeriveGeneric #-}
module Ok where

import GHC.Generics (Generic)
import G2.Query

data Op = Plus | Minus deriving (Eq, Show)

$(derivingG2Rep ''Op)

apply :: Op -> Int -> Int -> Int
apply Plus = (+)
apply Minus = (-)

-- Several lines, a type from this module, nested brackets in a type, a lambda and a
-- case in the predicate (layout inside the quote).
solve :: Int -> [(Int, Maybe [Int])] -> IO (Maybe (Int, Bool))
solve = [g2| \(target :: Int) (table :: [(Int, Maybe [Int])]) ->
               ?(x :: Int) ?(flag :: Bool)
             | case lookup x table of
                 Just (Just ys) -> flag && sum ys == target
                 _ -> not flag && apply Minus x 1 == target |]

-- A query needs no concrete arguments.
some :: IO (Maybe Op)
some = [g2| ?(o :: Op) | apply o 1 1 == 0 |]

-- The two fixes the missing-instance message offers (programs/g2q/NoInstanceNested.hs):
-- derivingG2Rep on a parameterised type, and an empty instance with a context for a
-- Generic one.
data Tree a = Leaf | Node (Tree a) a (Tree a) deriving Show
$(derivingG2Rep ''Tree)
data Pair a b = Pair a b deriving (Show, Generic)
instance (G2Rep a, G2Rep b) => G2Rep (Pair a b)

depth :: Tree a -> Int
depth Leaf = 0
depth (Node l _ r) = 1 + max (depth l) (depth r)

deep :: Int -> IO (Maybe (Pair (Tree Int) Op))
deep = [g2| \(d :: Int) -> ?(p :: Pair (Tree Int) Op) | case p of Pair t o -> depth t == d && o == Plus |]
