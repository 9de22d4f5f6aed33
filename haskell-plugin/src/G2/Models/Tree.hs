{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of Data.Tree's loops without unfoldings: containers 0.6.4.1's definitions
-- over the real 'Tree' (Note [Containers models] in "G2.Models.Map"). The workers
-- take and return a node's fields unboxed, as GHC's worker/wrapper split left them
-- (@flatten1@ calls @$wpoly_squish x ts xs@ and builds @x : rest@ itself); the
-- specialisations of local loops take the pattern GHC's call-pattern specialiser
-- fixed (@levels t = levels_$spoly_go t []@ is @go [t]@, @t : []@ split into its
-- head and tail).
module G2.Models.Tree
  ( wSquish, wUnfoldTree, levelsSGo, drawSubTrees, drawSubTreesS
  ) where

import Data.List (lines)
import Data.Tree (Tree (..), unfoldForest)
import GHC.Base (String, (++), map)
import GHC.List (foldr, repeat, zipWith)

-- | @flatten t = squish t []@ where @squish (Node x ts) xs = x : foldr squish xs ts@;
-- the worker returns the head and the tail of the cons.
wSquish :: a -> [Tree a] -> [a] -> (# a, [a] #)
wSquish x ts xs = (# x, foldr squish xs ts #)

squish :: Tree a -> [a] -> [a]
squish (Node x ts) xs = x : foldr squish xs ts

-- | @unfoldTree f b = let (a, bs) = f b in Node a (unfoldForest f bs)@, its fields
-- returned unboxed; the pair is matched lazily, as containers' @let@ does.
wUnfoldTree :: (b -> (a, [b])) -> b -> (# a, [Tree a] #)
wUnfoldTree f b = let (a, bs) = f b in (# a, unfoldForest f bs #)

-- | @levels@' loop: @go (t : ts)@ of
-- @map (map rootLabel) $ takeWhile (not . null) $ iterate (concatMap subForest) [t]@.
levelsSGo :: Tree a -> [Tree a] -> [[a]]
levelsSGo t ts = levelsGo (t : ts)

levelsGo :: [Tree a] -> [[a]]
levelsGo [] = []
levelsGo xs = map rootLabel xs : levelsGo (concatMapSubForest xs)

concatMapSubForest :: [Tree a] -> [Tree a]
concatMapSubForest [] = []
concatMapSubForest (Node _ ts : rest) = ts ++ concatMapSubForest rest

-- | @drawTree@'s @drawSubTrees@ (of @draw (Node x ts0) = lines x ++ drawSubTrees ts0@).
drawSubTrees :: [Tree String] -> [String]
drawSubTrees [] = []
drawSubTrees [t] = "|" : shift "`- " "   " (draw t)
drawSubTrees (t : ts) = "|" : shift "+- " "|  " (draw t) ++ drawSubTrees ts

-- | Its specialisation at a cons, @drawSubTrees (t : ts)@.
drawSubTreesS :: Tree String -> [Tree String] -> [String]
drawSubTreesS t ts = drawSubTrees (t : ts)

draw :: Tree String -> [String]
draw (Node x ts0) = lines x ++ drawSubTrees ts0

shift :: String -> String -> [String] -> [String]
shift first other = zipWith (++) (first : repeat other)
