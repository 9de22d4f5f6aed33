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
  , wFmapTree, wReplace, eqTree, wShowsPrec, wFoldMap, wFoldMapAny, wFoldMapEndo
  ) where

import Data.List (lines)
import Data.Monoid (Any (..), Endo (..))
import Data.Tree (Tree (..), unfoldForest)
import GHC.Base (String, (++), (.), map)
import GHC.Classes (Eq (..), (&&), (>=), (||))
import GHC.List (foldr, repeat, zipWith)
import GHC.Prim (Int#)
import GHC.Show (Show (..), ShowS, showChar, showParen, showString)
import GHC.Types (Bool (..), Int (..))

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

-- | @fmapTree f (Node x ts) = Node (f x) (map (fmapTree f) ts)@ (Functor's fmap), the
-- fields returned unboxed.
wFmapTree :: (a -> b) -> a -> [Tree a] -> (# b, [Tree b] #)
wFmapTree f x ts = (# f x, map (fmapTree f) ts #)

fmapTree :: (a -> b) -> Tree a -> Tree b
fmapTree f (Node x ts) = Node (f x) (map (fmapTree f) ts)

-- | @x <$ Node _ ts = Node x (map (x <$) ts)@.
wReplace :: a -> [Tree b] -> (# a, [Tree a] #)
wReplace x ts = (# x, map (replace x) ts #)

replace :: a -> Tree b -> Tree a
replace x (Node _ ts) = Node x (map (replace x) ts)

-- | The derived @==@.
eqTree :: Eq a => Tree a -> Tree a -> Bool
eqTree (Node a as) (Node b bs) = a == b && eqForest as bs

eqForest :: Eq a => [Tree a] -> [Tree a] -> Bool
eqForest [] [] = True
eqForest (t : ts) (u : us) = eqTree t u && eqForest ts us
eqForest _ _ = False

-- | The derived @showsPrec@ of a record.
wShowsPrec :: Show a => Int# -> a -> [Tree a] -> ShowS
wShowsPrec d x ts =
  showParen (I# d >= 11)
    ( showString "Node {rootLabel = " . showsPrec 0 x . showString ", subForest = "
      . showsPrec 0 ts . showChar '}' )

-- | @foldMap f (Node x ts) = mappend (f x) (foldMap (foldMap f) ts)@, the monoid's
-- @mempty@ and @mappend@ unboxed; the list's foldMap is @foldr (mappend . f) mempty@.
wFoldMap :: m -> (m -> m -> m) -> (a -> m) -> a -> [Tree a] -> m
wFoldMap z app f x ts = app (f x) (go ts)
  where
    go [] = z
    go (Node y us : rest) = app (wFoldMap z app f y us) (go rest)

-- | foldMap specialised to the monoid 'Any' (behind @elem@, @any@): @Any a <> Any b =
-- Any (a || b)@, @mempty = Any False@.
wFoldMapAny :: (a -> Any) -> a -> [Tree a] -> Any
wFoldMapAny f x ts = Any (getAny (f x) || getAny (go ts))
  where
    go [] = Any False
    go (Node y us : rest) = Any (getAny (wFoldMapAny f y us) || getAny (go rest))

-- | foldMap specialised to @Endo (Int -> Int)@ (behind @length@), applied to the
-- Endo's two arguments: @Endo g <> Endo h = Endo (g . h)@, @mempty = Endo id@.
wFoldMapEndo :: (a -> Endo (Int -> Int)) -> a -> [Tree a] -> (Int -> Int) -> Int -> Int
wFoldMapEndo f x ts k = appEndo (f x) (go ts k)
  where
    go [] k' = k'
    go (Node y us : rest) k' = wFoldMapEndo f y us (go rest k')
