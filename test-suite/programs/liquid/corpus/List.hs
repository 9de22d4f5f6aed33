-- The List assignment of seed 003's student corpus (section 6.2), rewritten: a user
-- List type, the measures size and sumsize, and the assignment's functions, each with
-- a correct version and deliberately wrong ones (W: a callee's specification is too
-- weak; Bad: the code or the function's own specification is wrong).
--
-- Every function says what `g2 liquid` should report, by reasoning about the program:
-- nothing, or a counterexample's kind (concrete: inputs on which the code breaks the
-- specification; abstract: a callee's result allowed by its specification but not by
-- its code) and blame (whose refinement type is violated, or which callee's
-- specification is too weak). test/LiquidCorpus.hs asserts exactly these.
module List where

import Prelude hiding (concat, foldr1, length, map, replicate, zipWith)

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

-- Haskell twins of the measures, for properties and for checking answers with GHC.
sizeOf :: List a -> Int
sizeOf Emp = 0
sizeOf (_ :+: xs) = 1 + sizeOf xs

fromList :: [a] -> List a
fromList = Prelude.foldr (:+:) Emp

-- The engine picks a symbolic function argument among the module's functions of its
-- type (at Int): these are the candidates.
plus :: Int -> Int -> Int
plus = (+)

inc :: Int -> Int
inc = (+ 1)

------------------------------------------------------------------------------------
-- append

-- Correct: nothing.
{-@ append :: xs:List a -> ys:List a -> {v:List a | size v == size xs + size ys} @-}
append :: List a -> List a -> List a
append Emp ys = ys
append (x :+: xs) ys = x :+: append xs ys

-- Correct code, no size in the result: callers cannot rely on it; itself nothing.
{-@ appendW :: xs:List a -> ys:List a -> List a @-}
appendW :: List a -> List a -> List a
appendW Emp ys = ys
appendW (x :+: xs) ys = x :+: appendW xs ys

-- Wrong code: drops ys when xs is empty. Concrete, no callee blamed: appendBad Emp
-- (0 :+: Emp) = Emp (size 0, not 1), the shallowest violation.
{-@ appendBad :: xs:List a -> ys:List a -> {v:List a | size v == size xs + size ys} @-}
appendBad :: List a -> List a -> List a
appendBad Emp _ = Emp
appendBad (x :+: xs) ys = x :+: appendBad xs ys

------------------------------------------------------------------------------------
-- concat

-- Correct (append's type gives the sizes): nothing.
{-@ concat :: x:List (List a) -> {v:List a | size v == sumsize x} @-}
concat :: List (List a) -> List a
concat Emp = Emp
concat (xs :+: xss) = append xs (concat xss)

-- Correct code, but appendW promises nothing about sizes: abstract, blames appendW
-- (the paper's concat/append).
{-@ concatW :: x:List (List a) -> {v:List a | size v == sumsize x} @-}
concatW :: List (List a) -> List a
concatW Emp = Emp
concatW (xs :+: xss) = appendW xs (concatW xss)

-- Wrong code: forgets the first list. Concrete, no callee: concatBad ((0 :+: Emp) :+:
-- Emp) = Emp, or any input whose first list is not empty.
{-@ concatBad :: x:List (List a) -> {v:List a | size v == sumsize x} @-}
concatBad :: List (List a) -> List a
concatBad Emp = Emp
concatBad (_ :+: xss) = concatBad xss

------------------------------------------------------------------------------------
-- map

-- Correct: nothing.
{-@ map :: (a -> b) -> xs:List a -> {v:List b | size v == size xs} @-}
map :: (a -> b) -> List a -> List b
map _ Emp = Emp
map f (x :+: xs) = f x :+: map f xs

-- Correct code, weak type (no size): itself nothing; prop_mapW below blames it.
{-@ mapW :: (a -> b) -> xs:List a -> List b @-}
mapW :: (a -> b) -> List a -> List b
mapW _ Emp = Emp
mapW f (x :+: xs) = f x :+: mapW f xs

-- Wrong code: skips every other element. Concrete, no callee: on two elements it
-- returns one (mapBad f (0 :+: 0 :+: Emp)).
{-@ mapBad :: (a -> b) -> xs:List a -> {v:List b | size v == size xs} @-}
mapBad :: (a -> b) -> List a -> List b
mapBad _ Emp = Emp
mapBad f (x :+: Emp) = f x :+: Emp
mapBad f (x :+: _ :+: xs) = f x :+: mapBad f xs

------------------------------------------------------------------------------------
-- replicate

-- Correct: nothing.
{-@ replicate :: n:Nat -> a -> {v:List a | size v == n} @-}
replicate :: Int -> a -> List a
replicate 0 _ = Emp
replicate n x = x :+: replicate (n - 1) x

-- Wrong code: counts down by two, so an odd n calls replicateBad (-1), against its
-- Nat precondition. Concrete, blames replicateBad: replicateBad 1 0 calls
-- replicateBad (-1) 0.
{-@ replicateBad :: n:Nat -> a -> {v:List a | size v == n} @-}
replicateBad :: Int -> a -> List a
replicateBad 0 _ = Emp
replicateBad n x = x :+: x :+: replicateBad (n - 2) x

------------------------------------------------------------------------------------
-- zipWith

-- Correct: nothing.
{-@ zipWith :: (a -> b -> c) -> xs:List a -> {ys:List b | size ys == size xs} -> {v:List c | size v == size xs} @-}
zipWith :: (a -> b -> c) -> List a -> List b -> List c
zipWith _ Emp Emp = Emp
zipWith f (x :+: xs) (y :+: ys) = f x y :+: zipWith f xs ys
zipWith _ _ _ = die "zipWith: lists of different sizes"

-- Wrong specification (the paper's): a longer first list passes the precondition, and
-- the recursive call then gets a non-empty first list and an empty second one.
-- Concrete, blames zipWithBad: zipWithBad f (0 :+: 0 :+: Emp) (0 :+: Emp).
{-@ zipWithBad :: (a -> b -> c) -> xs:List a -> {ys:List b | size xs > 0 => size ys > 0} -> List c @-}
zipWithBad :: (a -> b -> c) -> List a -> List b -> List c
zipWithBad _ Emp _ = Emp
zipWithBad f (x :+: xs) (y :+: ys) = f x y :+: zipWithBad f xs ys
zipWithBad _ _ Emp = die "zipWithBad: the second list is shorter"

------------------------------------------------------------------------------------
-- foldr1

-- Correct: the empty case is unreachable. Nothing.
{-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 0} -> a @-}
foldr1 :: (a -> a -> a) -> List a -> a
foldr1 _ (x :+: Emp) = x
foldr1 f (x :+: xs) = f x (foldr1 f xs)
foldr1 _ Emp = die "foldr1: empty list"

-- Wrong specification: forgets the non-empty precondition. Concrete, blames die:
-- foldr1Bad f Emp calls die.
{-@ foldr1Bad :: (a -> a -> a) -> xs:List a -> a @-}
foldr1Bad :: (a -> a -> a) -> List a -> a
foldr1Bad _ (x :+: Emp) = x
foldr1Bad f (x :+: xs) = f x (foldr1Bad f xs)
foldr1Bad _ Emp = die "foldr1Bad: empty list"

------------------------------------------------------------------------------------
-- length

-- Correct: nothing.
{-@ length :: xs:List a -> {v:Int | v == size xs} @-}
length :: List a -> Int
length Emp = 0
length (_ :+: xs) = 1 + length xs

-- Correct code, weak type. Under 64-bit Int (g2 liquid --machine-int) itself abstract,
-- blaming lengthW: the recursive call may
-- return maxBound (its type allows any v >= 0), and 1 + maxBound overflows; concretely
-- no list is that long. (LiquidHaskell, whose Int is unbounded, accepts lengthW.)
-- prop_lengthW blames it too.
{-@ lengthW :: xs:List a -> {v:Int | v >= 0} @-}
lengthW :: List a -> Int
lengthW Emp = 0
lengthW (_ :+: xs) = 1 + lengthW xs

-- Wrong code: off by one. Concrete, no callee: lengthBad Emp = 1.
{-@ lengthBad :: xs:List a -> {v:Int | v == size xs} @-}
lengthBad :: List a -> Int
lengthBad Emp = 1
lengthBad (_ :+: xs) = 1 + lengthBad xs

------------------------------------------------------------------------------------
-- Properties: {v:Bool | v} holds for every input

-- Correct: nothing.
{-@ prop_append :: xs:List Int -> ys:List Int -> {v:Bool | v} @-}
prop_append :: List Int -> List Int -> Bool
prop_append xs ys = length (append xs ys) == length xs + length ys

-- Correct: nothing (zipWith's precondition holds: the same list twice).
{-@ prop_zipWith :: xs:List Int -> {v:Bool | v} @-}
prop_zipWith :: List Int -> Bool
prop_zipWith xs = length (zipWith (+) xs xs) == length xs

-- Correct property, but mapW's type does not keep the size: abstract, blames mapW.
{-@ prop_mapW :: xs:List Int -> {v:Bool | v} @-}
prop_mapW :: List Int -> Bool
prop_mapW xs = length (mapW negate xs) == length xs

-- Correct property, but lengthW's type only says v >= 0: abstract, blames lengthW.
{-@ prop_lengthW :: xs:List Int -> {v:Bool | v} @-}
prop_lengthW :: List Int -> Bool
prop_lengthW xs = lengthW (0 :+: xs) == 1 + lengthW xs

-- Wrong property: concat's size is the sum of the sizes, not the number of lists.
-- Concrete, no callee: prop_concatBad (Emp :+: Emp) = False.
{-@ prop_concatBad :: xss:List (List Int) -> {v:Bool | v} @-}
prop_concatBad :: List (List Int) -> Bool
prop_concatBad xss = length (concat xss) == length xss
