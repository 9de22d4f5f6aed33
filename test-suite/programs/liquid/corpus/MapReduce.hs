-- The MapReduce assignment of seed 003's student corpus (section 6.3), rewritten
-- without Data.Map: a map is an association list. mapReduce = collapse . group .
-- expand. The list library's functions are `assume`d with the types List.hs verifies.
-- Expectations as in List.hs (test/LiquidCorpus.hs asserts them).
module MapReduce where

import Prelude hiding (concat, foldr1, map)

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die = error

infixr 5 :+:
data List a = Emp | (:+:) a (List a)
  deriving (Show)

{-@ measure size :: List a -> Int
    size Emp        = 0
    size (x :+: xs) = 1 + size xs
  @-}

{-@ measure sumsize :: List (List a) -> Int
    sumsize Emp        = 0
    sumsize (x :+: xs) = size x + sumsize xs
  @-}

{-@ assume append :: xs:List a -> ys:List a -> {v:List a | size v == size xs + size ys} @-}
append :: List a -> List a -> List a
append Emp ys = ys
append (x :+: xs) ys = x :+: append xs ys

{-@ assume concat :: x:List (List a) -> {v:List a | size v == sumsize x} @-}
concat :: List (List a) -> List a
concat Emp = Emp
concat (xs :+: xss) = append xs (concat xss)

{-@ assume map :: (a -> b) -> xs:List a -> {v:List b | size v == size xs} @-}
map :: (a -> b) -> List a -> List b
map _ Emp = Emp
map f (x :+: xs) = f x :+: map f xs

{-@ assume foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 0} -> a @-}
foldr1 :: (a -> a -> a) -> List a -> a
foldr1 _ (x :+: Emp) = x
foldr1 f (x :+: xs) = f x (foldr1 f xs)
foldr1 _ Emp = die "foldr1: empty list"

-- Mappers and reducers: the engine picks a symbolic function argument among the
-- module's functions of its type (at Int).
pairUp :: Int -> List (Int, Int)
pairUp x = (x, 1) :+: Emp

noPairs :: Int -> List (Int, Int)
noPairs _ = Emp

plus :: Int -> Int -> Int
plus = (+)

------------------------------------------------------------------------------------
-- Step 1: expand

-- Correct: nothing.
{-@ expand :: (a -> List (k, v)) -> xs:List a -> List (k, v) @-}
expand :: (a -> List (k, v)) -> List a -> List (k, v)
expand f xs = concat (map f xs)

-- The paper's overly strong type: a mapper may emit nothing (noPairs), so the result
-- can be empty. Concrete, no callee: expandNE noPairs (0 :+: Emp) = Emp.
{-@ expandNE :: (a -> List (k, v)) -> {xs:List a | size xs > 0} -> {r:List (k, v) | size r > 0} @-}
expandNE :: (a -> List (k, v)) -> List a -> List (k, v)
expandNE f xs = concat (map f xs)

------------------------------------------------------------------------------------
-- Step 2: group, every group non-empty

-- Correct: nothing (a new key starts the group [v]).
{-@ group :: Ord k => kvs:List (k, v) -> List (k, {vs:List v | size vs > 0}) @-}
group :: Ord k => List (k, v) -> List (k, List v)
group Emp = Emp
group ((k, v) :+: kvs) = insertGroup k v (group kvs)

insertGroup :: Ord k => k -> v -> List (k, List v) -> List (k, List v)
insertGroup k v Emp = (k, v :+: Emp) :+: Emp
insertGroup k v ((k', vs) :+: gs)
  | k == k' = (k', v :+: vs) :+: gs
  | otherwise = (k', vs) :+: insertGroup k v gs

-- Wrong code: a new key starts an empty group. Concrete, no callee:
-- groupBad ((0, 0) :+: Emp) = (0, Emp) :+: Emp.
{-@ groupBad :: Ord k => kvs:List (k, v) -> List (k, {vs:List v | size vs > 0}) @-}
groupBad :: Ord k => List (k, v) -> List (k, List v)
groupBad Emp = Emp
groupBad ((k, v) :+: kvs) = insertGroupBad k v (groupBad kvs)

insertGroupBad :: Ord k => k -> v -> List (k, List v) -> List (k, List v)
insertGroupBad k _ Emp = (k, Emp) :+: Emp
insertGroupBad k v ((k', vs) :+: gs)
  | k == k' = (k', v :+: vs) :+: gs
  | otherwise = (k', vs) :+: insertGroupBad k v gs

------------------------------------------------------------------------------------
-- Step 3: collapse each group with the reducer (strictly, as the students' code
-- did with seq, so that the reducer runs when the pair is built)

-- Correct: nothing (foldr1's precondition is the groups' refinement).
{-@ collapse :: (v -> v -> v) -> List (k, {vs:List v | size vs > 0}) -> List (k, v) @-}
collapse :: (v -> v -> v) -> List (k, List v) -> List (k, v)
collapse _ Emp = Emp
collapse f ((k, vs) :+: gs) = let r = foldr1 f vs in r `seq` ((k, r) :+: collapse f gs)

-- Wrong specification: the groups may be empty. Concrete, blames foldr1:
-- collapseBad plus ((0, Emp) :+: Emp) calls foldr1 plus Emp.
{-@ collapseBad :: (v -> v -> v) -> List (k, List v) -> List (k, v) @-}
collapseBad :: (v -> v -> v) -> List (k, List v) -> List (k, v)
collapseBad _ Emp = Emp
collapseBad f ((k, vs) :+: gs) = let r = foldr1 f vs in r `seq` ((k, r) :+: collapseBad f gs)

------------------------------------------------------------------------------------
-- mapReduce

-- Correct: nothing.
{-@ mapReduce :: Ord k => (a -> List (k, v)) -> (v -> v -> v) -> xs:List a -> List (k, v) @-}
mapReduce :: Ord k => (a -> List (k, v)) -> (v -> v -> v) -> List a -> List (k, v)
mapReduce fm fr xs = collapse fr (group (expand fm xs))

-- The paper's example: expandNE needs a non-empty input, mapReduce does not promise
-- one. Concrete, blames expandNE: mapReduceBad fm fr Emp calls expandNE fm Emp (the
-- result's weak head needs group's, which needs expandNE's).
{-@ mapReduceBad :: Ord k => (a -> List (k, v)) -> (v -> v -> v) -> xs:List a -> List (k, v) @-}
mapReduceBad :: Ord k => (a -> List (k, v)) -> (v -> v -> v) -> List a -> List (k, v)
mapReduceBad fm fr xs = collapse fr (group (expandNE fm xs))
