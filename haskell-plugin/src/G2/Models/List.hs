{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# OPTIONS_GHC -Wno-unused-foralls #-} -- wScanlGo' has the unused type variables of its original
{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE ScopedTypeVariables #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE TypeApplications #-}
{-# LANGUAGE UnboxedTuples #-}
-- | Models of the list functions of GHC.List, GHC.Base and Data.OldList (Note [Models]
-- in "G2.Models.Table"). Each has exactly the type of its original, type variables in
-- the same order (written with an explicit forall where the order is not the order of
-- appearance), and the original's semantics, laziness included. Plain recursion only;
-- no original is called.
module G2.Models.List
  ( -- * GHC.Base
    append, appendCons, map
    -- * GHC.List
  , elem, notElem, filter, any, all, and, or, foldl, foldl', foldr1, foldl1
  , sum, product, length, wLenAcc, maximum, minimum, lookup, reverse, reverse1, take, drop, splitAt
  , replicate, zip, zip3, zipWith, zipWith3, unzip, unzip3, concat, concatMap
  , iterate, repeat, cycle, takeWhile, dropWhile, span, break, wSpan, wBreak, index, last, init
  , scanl, scanr, scanl1, scanr1, scanr1Cons, splitAtPositive, wScanlGo', wIterate', tailError
  , nonEmptySubsequences, permutations1, isSubsequenceOf, wGenericLength, wUnsafeTake
  , wGenericTake, wGenericDrop, wGenericSplitAt, wGenericIndex
    -- * Data.OldList
  , elem_by, nub, nubBy, delete, deleteBy, difference, union, unionBy, intersect
  , intersectBy, insert, insertBy, sort, sortBy, words, unwords, lines, unlines
  , isPrefixOf, isSuffixOf, isInfixOf, partition, group, groupBy, intercalate
  , intersperse, transpose, tails, inits, stripPrefix
    -- * GHC.Base
  , eqString
  ) where

import GHC.Classes (Eq (..), Ord (..), not, (&&), (||))
import GHC.Base (foldr)
import GHC.Err (errorWithoutStackTrace)
import GHC.Num (Integer, Num (..))
import GHC.Prim (Int#, (+#), (-#))
import GHC.Types (Bool (..), Char, Int (I#), Ordering (..))
import GHC.Maybe (Maybe (..))

import G2.Models.Char (isSpace)

------------------------------------------------------------------------------------------
-- GHC.Base

-- | @GHC.Base.++@
append :: forall a. [a] -> [a] -> [a]
append [] ys = ys
append (x : xs) ys = x : append xs ys

-- | @GHC.Base.++_$s++@, the specialisation of '++' to a first argument built by @(:)@
-- (GHC's SpecConstr: the rule @(x : xs) ++ ys = ++_$s++ ys x xs@), which base ships
-- without code and code optimised with -O1 calls (Note [Specialisations in base]).
appendCons :: forall b. [b] -> b -> [b] -> [b]
appendCons ys x xs = x : append xs ys

-- | @GHC.Base.map@
map :: forall a b. (a -> b) -> [a] -> [b]
map _ [] = []
map f (x : xs) = f x : map f xs

------------------------------------------------------------------------------------------
-- GHC.List

elem :: forall a. Eq a => a -> [a] -> Bool
elem _ [] = False
elem x (y : ys) = x == y || elem x ys

notElem :: forall a. Eq a => a -> [a] -> Bool
notElem x ys = not (elem x ys)

filter :: forall a. (a -> Bool) -> [a] -> [a]
filter _ [] = []
filter p (x : xs)
  | p x = x : filter p xs
  | True = filter p xs

any :: forall a. (a -> Bool) -> [a] -> Bool
any _ [] = False
any p (x : xs) = p x || any p xs

all :: forall a. (a -> Bool) -> [a] -> Bool
all _ [] = True
all p (x : xs) = p x && all p xs

and :: [Bool] -> Bool
and [] = True
and (x : xs) = x && and xs

or :: [Bool] -> Bool
or [] = False
or (x : xs) = x || or xs

foldl :: forall a b. (b -> a -> b) -> b -> [a] -> b
foldl _ z [] = z
foldl f z (x : xs) = foldl f (f z x) xs

foldl' :: forall a b. (b -> a -> b) -> b -> [a] -> b
foldl' _ !z [] = z
foldl' f !z (x : xs) = foldl' f (f z x) xs

foldr1 :: forall a. (a -> a -> a) -> [a] -> a
foldr1 _ [x] = x
foldr1 f (x : xs) = f x (foldr1 f xs)
foldr1 _ [] = errorEmptyList "foldr1"

foldl1 :: forall a. (a -> a -> a) -> [a] -> a
foldl1 f (x : xs) = foldl f x xs
foldl1 _ [] = errorEmptyList "foldl1"

sum :: forall a. Num a => [a] -> a
sum = foldl (+) 0

product :: forall a. Num a => [a] -> a
product = foldl (*) 1

-- | Through the worker, which the engine runs itself on a list that is an input no one
-- has looked at yet (Note [Lengths of inputs] in rust-core's reduce/machine/spine.rs).
length :: forall a. [a] -> Int
length xs = I# (wLenAcc xs 0#)

-- | @GHC.List.$wlenAcc@, the worker of @length@: the length plus an accumulator.
wLenAcc :: forall a. [a] -> Int# -> Int#
wLenAcc [] n = n
wLenAcc (_ : ys) n = wLenAcc ys (n +# 1#)

maximum :: forall a. Ord a => [a] -> a
maximum [] = errorEmptyList "maximum"
maximum (x : xs) = foldl max x xs

minimum :: forall a. Ord a => [a] -> a
minimum [] = errorEmptyList "minimum"
minimum (x : xs) = foldl min x xs

lookup :: forall a b. Eq a => a -> [(a, b)] -> Maybe b
lookup _ [] = Nothing
lookup key ((x, y) : xys)
  | key == x = Just y
  | True = lookup key xys

reverse :: forall a. [a] -> [a]
reverse l = reverse1 l []

-- | base's worker of 'reverse' (@rev@), which code that inlined 'reverse' calls
-- (Text.Printf's @spr@ reverses its arguments).
reverse1 :: forall a. [a] -> [a] -> [a]
reverse1 [] a = a
reverse1 (x : xs) a = reverse1 xs (x : a)

take :: forall a. Int -> [a] -> [a]
take n xs
  | 0 < n = unsafeTake n xs
  | True = []

unsafeTake :: forall a. Int -> [a] -> [a]
unsafeTake !_ [] = []
unsafeTake 1 (x : _) = [x]
unsafeTake m (x : xs) = x : unsafeTake (m - 1) xs

drop :: forall a. Int -> [a] -> [a]
drop n xs
  | n <= 0 = xs
  | True = case xs of
      [] -> []
      _ : xs' -> drop (n - 1) xs'

splitAt :: forall a. Int -> [a] -> ([a], [a])
splitAt n ls
  | n <= 0 = ([], ls)
  | True = splitAt' n ls
  where
    splitAt' :: Int -> [a] -> ([a], [a])
    splitAt' _ [] = ([], [])
    splitAt' 1 (x : xs) = ([x], xs)
    splitAt' m (x : xs) = (x : xs', xs'')
      where (xs', xs'') = splitAt' (m - 1) xs

replicate :: forall a. Int -> a -> [a]
replicate n x = take n (repeat x)

zip :: forall a b. [a] -> [b] -> [(a, b)]
zip [] _ = []
zip _ [] = []
zip (a : as) (b : bs) = (a, b) : zip as bs

zip3 :: forall a b c. [a] -> [b] -> [c] -> [(a, b, c)]
zip3 (a : as) (b : bs) (c : cs) = (a, b, c) : zip3 as bs cs
zip3 _ _ _ = []

zipWith :: forall a b c. (a -> b -> c) -> [a] -> [b] -> [c]
zipWith _ [] _ = []
zipWith _ _ [] = []
zipWith f (x : xs) (y : ys) = f x y : zipWith f xs ys

zipWith3 :: forall a b c d. (a -> b -> c -> d) -> [a] -> [b] -> [c] -> [d]
zipWith3 z (a : as) (b : bs) (c : cs) = z a b c : zipWith3 z as bs cs
zipWith3 _ _ _ _ = []

unzip :: forall a b. [(a, b)] -> ([a], [b])
unzip [] = ([], [])
unzip ((a, b) : rest) = (a : as, b : bs)
  where ~(as, bs) = unzip rest

unzip3 :: forall a b c. [(a, b, c)] -> ([a], [b], [c])
unzip3 [] = ([], [], [])
unzip3 ((a, b, c) : rest) = (a : as, b : bs, c : cs)
  where ~(as, bs, cs) = unzip3 rest

concat :: forall a. [[a]] -> [a]
concat [] = []
concat (xs : xss) = append xs (concat xss)

concatMap :: forall a b. (a -> [b]) -> [a] -> [b]
concatMap _ [] = []
concatMap f (x : xs) = append (f x) (concatMap f xs)

iterate :: forall a. (a -> a) -> a -> [a]
iterate f x = x : iterate f (f x)

repeat :: forall a. a -> [a]
repeat x = xs where xs = x : xs

cycle :: forall a. [a] -> [a]
cycle [] = errorEmptyList "cycle"
cycle xs = xs' where xs' = append xs xs'

takeWhile :: forall a. (a -> Bool) -> [a] -> [a]
takeWhile _ [] = []
takeWhile p (x : xs)
  | p x = x : takeWhile p xs
  | True = []

dropWhile :: forall a. (a -> Bool) -> [a] -> [a]
dropWhile _ [] = []
dropWhile p xs@(x : xs')
  | p x = dropWhile p xs'
  | True = xs

span :: forall a. (a -> Bool) -> [a] -> ([a], [a])
span _ [] = ([], [])
span p xs@(x : xs')
  | p x = let (ys, zs) = span p xs' in (x : ys, zs)
  | True = ([], xs)

break :: forall a. (a -> Bool) -> [a] -> ([a], [a])
break _ [] = ([], [])
break p xs@(x : xs')
  | p x = ([], xs)
  | True = let (ys, zs) = break p xs' in (x : ys, zs)

-- | GHC's workers of 'span' and 'break', which base's own unfoldings call (Text.Printf's
-- format parsers).
wSpan, wBreak :: forall a. (a -> Bool) -> [a] -> (# [a], [a] #)
wSpan p xs = case span p xs of (ys, zs) -> (# ys, zs #)
wBreak p xs = case break p xs of (ys, zs) -> (# ys, zs #)

-- | @GHC.List.!!@
index :: forall a. [a] -> Int -> a
index xs n
  | n < 0 = errorWithoutStackTrace "Prelude.!!: negative index"
  | True = go xs n
  where
    go :: [a] -> Int -> a
    go [] _ = errorWithoutStackTrace "Prelude.!!: index too large"
    go (y : ys) k = if k == 0 then y else go ys (k - 1)

last :: forall a. [a] -> a
last [x] = x
last (_ : xs) = last xs
last [] = errorEmptyList "last"

init :: forall a. [a] -> [a]
init [_] = []
init (x : xs) = x : init xs
init [] = errorEmptyList "init"

scanl :: forall b a. (b -> a -> b) -> b -> [a] -> [b]
scanl f q ls = q : (case ls of
  [] -> []
  x : xs -> scanl f (f q x) xs)

-- | @GHC.List.$wscanlGo'@, the worker of @scanl'@'s loop: strict in the accumulator,
-- the list's head and tail unboxed. Its first two type variables are those of
-- @scanl'@'s own signature, unused (base's local loop is polymorphic).
wScanlGo' :: forall b1 a1 b2 a2. (b2 -> a2 -> b2) -> b2 -> [a2] -> (# b2, [b2] #)
wScanlGo' f !q ls = (# q, case ls of
  [] -> []
  x : xs -> case wScanlGo' @b1 @a1 f (f q x) xs of (# y, ys #) -> y : ys #)

-- | @GHC.List.scanl1@ (base's goes through @scanl_scanlGo@, whose worker has no
-- unfolding).
scanl1 :: forall a. (a -> a -> a) -> [a] -> [a]
scanl1 f (x : xs) = scanl f x xs
scanl1 _ [] = []

-- | @GHC.List.scanr1@
scanr1 :: forall a. (a -> a -> a) -> [a] -> [a]
scanr1 _ [] = []
scanr1 _ [x] = [x]
scanr1 f (x : xs) = f x (headOf "scanr1" qs) : qs
  where
    -- base's @qs\@(q : _) = scanr1 f xs@, a lazy pattern: the first cell is there before
    -- the rest of the scan is computed (@length (take 1 (scanr1 max [1 ..]))@ is 1).
    qs = scanr1 f xs

-- | @GHC.List.scanr1_$sscanr1@, 'scanr1' on a list built by @(:)@ (the rule @scanr1 f (x :
-- xs) = scanr1_$sscanr1 x xs f@; Note [Specialisations in base]).
scanr1Cons :: forall a. a -> [a] -> (a -> a -> a) -> [a]
scanr1Cons x xs f = scanr1 f (x : xs)

-- | @GHC.List.splitAt_$s$wsplitAt'@, the worker of 'splitAt' on a positive count (the rule
-- @$wsplitAt' (I# n) xs = splitAt_$s$wsplitAt' xs n@; Note [Specialisations in base]), as
-- lazy as base's: the prefix's cells are built as they are demanded.
splitAtPositive :: forall a. [a] -> Int# -> (# [a], [a] #)
splitAtPositive ls n = case splitAt (I# n) ls of (xs, ys) -> (# xs, ys #)

-- | @GHC.List.scanl2@: the CAF @errorEmptyList "tail"@ that GHC floated out of
-- base (inlined @tail@ refers to it), without an unfolding in base's interface.
tailError :: forall a. [a]
tailError = errorEmptyList "tail"

scanr :: forall a b. (a -> b -> b) -> b -> [a] -> [b]
scanr _ q0 [] = [q0]
scanr f q0 (x : xs) = f x (headOf "scanr" qs) : qs
  where
    qs = scanr f q0 xs -- lazily, as base's @qs\@(q : _)@

-- | The head of the non-empty scan a lazy pattern of 'scanr' or 'scanr1' takes apart.
headOf :: forall a. [Char] -> [a] -> a
headOf _ (q : _) = q
headOf fun [] = errorWithoutStackTrace (append fun ": irrefutable pattern failed")

errorEmptyList :: forall a. [Char] -> a
errorEmptyList fun = errorWithoutStackTrace (append "Prelude." (append fun ": empty list"))

------------------------------------------------------------------------------------------
-- Data.OldList

elem_by :: forall a. (a -> a -> Bool) -> a -> [a] -> Bool
elem_by _ _ [] = False
elem_by eq y (x : xs) = eq x y || elem_by eq y xs

nub :: forall a. Eq a => [a] -> [a]
nub = nubBy (==)

nubBy :: forall a. (a -> a -> Bool) -> [a] -> [a]
nubBy eq l = nubBy' l []
  where
    nubBy' [] _ = []
    nubBy' (y : ys) xs
      | elem_by eq y xs = nubBy' ys xs
      | True = y : nubBy' ys (y : xs)

delete :: forall a. Eq a => a -> [a] -> [a]
delete = deleteBy (==)

deleteBy :: forall a. (a -> a -> Bool) -> a -> [a] -> [a]
deleteBy _ _ [] = []
deleteBy eq x (y : ys) = if eq x y then ys else y : deleteBy eq x ys

-- | @Data.OldList.\\\\@
difference :: forall a. Eq a => [a] -> [a] -> [a]
difference = foldl (\xs y -> delete y xs)

union :: forall a. Eq a => [a] -> [a] -> [a]
union = unionBy (==)

unionBy :: forall a. (a -> a -> Bool) -> [a] -> [a] -> [a]
unionBy eq xs ys = append xs (foldl (\zs x -> deleteBy eq x zs) (nubBy eq ys) xs)

intersect :: forall a. Eq a => [a] -> [a] -> [a]
intersect = intersectBy (==)

intersectBy :: forall a. (a -> a -> Bool) -> [a] -> [a] -> [a]
intersectBy _ [] _ = []
intersectBy _ _ [] = []
intersectBy eq xs ys = filter (\x -> any (eq x) ys) xs

insert :: forall a. Ord a => a -> [a] -> [a]
insert = insertBy compare

insertBy :: forall a. (a -> a -> Ordering) -> a -> [a] -> [a]
insertBy _ x [] = [x]
insertBy cmp x ys@(y : ys') = case cmp x y of
  GT -> y : insertBy cmp x ys'
  _ -> x : ys

sort :: forall a. Ord a => [a] -> [a]
sort = sortBy compare

-- | base's merge sort, step for step (so that the result agrees with GHC's even for a
-- comparison that is not a total order).
sortBy :: forall a. (a -> a -> Ordering) -> [a] -> [a]
sortBy cmp = mergeAll . sequences
  where
    f . g = \x -> f (g x)
    gt a b = case cmp a b of GT -> True; _ -> False
    sequences (a : b : xs)
      | gt a b = descending b [a] xs
      | True = ascending b (\ys -> a : ys) xs
    sequences xs = [xs]
    descending a as (b : bs)
      | gt a b = descending b (a : as) bs
    descending a as bs = (a : as) : sequences bs
    ascending a as (b : bs)
      | not (gt a b) = ascending b (\ys -> as (a : ys)) bs
    ascending a as bs = let !x = as [a] in x : sequences bs
    mergeAll [x] = x
    mergeAll xs = mergeAll (mergePairs xs)
    mergePairs (a : b : xs) = let !x = merge a b in x : mergePairs xs
    mergePairs xs = xs
    merge as@(a : as') bs@(b : bs')
      | gt a b = b : merge as bs'
      | True = a : merge as' bs
    merge [] bs = bs
    merge as [] = as

words :: [Char] -> [[Char]]
words s = case dropWhile isSpace s of
  [] -> []
  s' -> let (w, s'') = break isSpace s' in w : words s''

unwords :: [[Char]] -> [Char]
unwords [] = []
unwords (w : ws) = append w (go ws)
  where
    go [] = []
    go (v : vs) = ' ' : append v (go vs)

lines :: [Char] -> [[Char]]
lines [] = []
lines s = cons (case break (\c -> c == '\n') s of
  (l, s') -> (l, case s' of
    [] -> []
    _ : s'' -> lines s''))
  where
    cons ~(h, t) = h : t

unlines :: [[Char]] -> [Char]
unlines [] = []
unlines (l : ls) = append l ('\n' : unlines ls)

isPrefixOf :: forall a. Eq a => [a] -> [a] -> Bool
isPrefixOf [] _ = True
isPrefixOf _ [] = False
isPrefixOf (x : xs) (y : ys) = x == y && isPrefixOf xs ys

isSuffixOf :: forall a. Eq a => [a] -> [a] -> Bool
isSuffixOf ns hs = isPrefixOf (reverse ns) (reverse hs)

isInfixOf :: forall a. Eq a => [a] -> [a] -> Bool
isInfixOf needle haystack = any (isPrefixOf needle) (tails haystack)

partition :: forall a. (a -> Bool) -> [a] -> ([a], [a])
partition _ [] = ([], [])
partition p (x : xs)
  | p x = (x : ts, fs)
  | True = (ts, x : fs)
  where ~(ts, fs) = partition p xs

group :: forall a. Eq a => [a] -> [[a]]
group = groupBy (==)

groupBy :: forall a. (a -> a -> Bool) -> [a] -> [[a]]
groupBy _ [] = []
groupBy eq (x : xs) = (x : ys) : groupBy eq zs
  where (ys, zs) = span (eq x) xs

intercalate :: forall a. [a] -> [[a]] -> [a]
intercalate xs xss = concat (intersperse xs xss)

intersperse :: forall a. a -> [a] -> [a]
intersperse _ [] = []
intersperse sep (x : xs) = x : go xs
  where
    go [] = []
    go (y : ys) = sep : y : go ys

transpose :: forall a. [[a]] -> [[a]]
transpose [] = []
transpose ([] : xss) = transpose xss
transpose ((x : xs) : xss) = (x : heads xss) : transpose (xs : tails' xss)
  where
    heads [] = []
    heads ((h : _) : r) = h : heads r
    heads ([] : r) = heads r
    tails' [] = []
    tails' ((_ : t) : r) = t : tails' r
    tails' ([] : r) = tails' r

tails :: forall a. [a] -> [[a]]
tails lst = lst : case lst of
  [] -> []
  _ : xs -> tails xs

inits :: forall a. [a] -> [[a]]
inits lst = [] : case lst of
  [] -> []
  x : xs -> map (\ys -> x : ys) (inits xs)

-- | @Data.OldList.stripPrefix@
stripPrefix :: forall a. Eq a => [a] -> [a] -> Maybe [a]
stripPrefix [] ys = Just ys
stripPrefix (x : xs) (y : ys)
  | x == y = stripPrefix xs ys
stripPrefix _ _ = Nothing

-- | @GHC.Base.eqString@ (what GHC uses for @==@ on Strings and for string patterns)
eqString :: [Char] -> [Char] -> Bool
eqString [] [] = True
eqString (c1 : cs1) (c2 : cs2) = c1 == c2 && eqString cs1 cs2
eqString _ _ = False

-- | @GHC.List.$witerate'@, the worker of @iterate'@: each element is evaluated before
-- the list's next cell is returned.
wIterate' :: forall a. (a -> a) -> a -> (# a, [a] #)
wIterate' f x = case f x of
  !x' -> (# x, case wIterate' f x' of (# y, ys #) -> y : ys #)

-- | @Data.OldList.nonEmptySubsequences@ (behind @subsequences@), as base writes it.
nonEmptySubsequences :: forall a. [a] -> [[a]]
nonEmptySubsequences [] = []
nonEmptySubsequences (x : xs) = (x : []) : foldr f [] (nonEmptySubsequences xs)
  where f ys r = ys : (x : ys) : r

-- | @Data.OldList.permutations1@, base's local @perms@ of @permutations@ (which is
-- @xs0 : permutations1 xs0 []@), as base writes it: the order of the permutations is
-- base's.
permutations1 :: forall a. [a] -> [a] -> [[a]]
permutations1 [] _ = []
permutations1 (t : ts) is = foldr interleave (permutations1 ts (t : is)) (is : permutations1 is [])
  where
    interleave xs r = case interleave' (\ys -> ys) xs r of (_, zs) -> zs
    interleave' _ [] r = (ts, r)
    interleave' f (y : ys) r = case interleave' (\zs -> f (y : zs)) ys r of
      (us, zs) -> (y : us, f (t : y : us) : zs)

-- | @Data.List.isSubsequenceOf@.
isSubsequenceOf :: forall a. Eq a => [a] -> [a] -> Bool
isSubsequenceOf [] _ = True
isSubsequenceOf _ [] = False
isSubsequenceOf a@(x : a') (y : b)
  | x == y = isSubsequenceOf a' b
  | True = isSubsequenceOf a b

-- | @Data.OldList.$wgenericLength@, the worker of @genericLength@: the class's @(+)@
-- and @fromInteger@ unboxed from its @Num@ dictionary.
wGenericLength :: forall i a. (i -> i -> i) -> (Integer -> i) -> [a] -> i
wGenericLength _ fromInt [] = fromInt 0
wGenericLength plus fromInt (_ : l) = plus (fromInt 1) (wGenericLength plus fromInt l)

-- | @GHC.List.$wunsafeTake@, the worker of @unsafeTake@ (@take@ once the count is known
-- positive, as Data.List.NonEmpty.take calls it): the list is matched first.
wUnsafeTake :: forall a. Int# -> [a] -> [a]
wUnsafeTake _ [] = []
wUnsafeTake 1# (x : _) = [x]
wUnsafeTake m (x : xs) = x : wUnsafeTake (m -# 1#) xs

-- | @Data.OldList.$wgenericTake@: @genericTake@ with its @Integral@ dictionary reduced
-- to the @Num@ dictionary (for @-@ and the literals) and @<=@.
wGenericTake :: forall i a. Num i => (i -> i -> Bool) -> i -> [a] -> [a]
wGenericTake le n xs
  | le n 0 = []
  | True = case xs of
      [] -> []
      x : xs' -> x : wGenericTake le (n - 1) xs'

-- | @Data.OldList.$wgenericDrop@ (@Num@ dictionary, @<=@).
wGenericDrop :: forall i a. Num i => (i -> i -> Bool) -> i -> [a] -> [a]
wGenericDrop le n xs
  | le n 0 = xs
  | True = case xs of
      [] -> []
      _ : xs' -> wGenericDrop le (n - 1) xs'

-- | @Data.OldList.$wgenericSplitAt@ (@Num@ dictionary, @<=@): the two halves, the rest
-- of each found lazily, as base's lazy pattern binding does.
wGenericSplitAt :: forall i a. Num i => (i -> i -> Bool) -> i -> [a] -> (# [a], [a] #)
wGenericSplitAt le n xs
  | le n 0 = (# [], xs #)
  | True = case xs of
      [] -> (# [], [] #)
      x : xs1 ->
        let rest = genericSplitAtBoxed le (n - 1) xs1
        in (# x : fstL rest, sndL rest #)
  where
    fstL (a, _) = a
    sndL (_, b) = b

genericSplitAtBoxed :: forall i a. Num i => (i -> i -> Bool) -> i -> [a] -> ([a], [a])
genericSplitAtBoxed le n xs = case wGenericSplitAt le n xs of (# a, b #) -> (a, b)

-- | @Data.OldList.$wgenericIndex@ (@Num@ dictionary, @==@, @>@): the list is matched
-- before the index is looked at, and each error is base's.
wGenericIndex :: forall i a. Num i => (i -> i -> Bool) -> (i -> i -> Bool) -> [a] -> i -> a
wGenericIndex eq gt xs n = case xs of
  x : xs'
    | eq n 0 -> x
    | gt n 0 -> wGenericIndex eq gt xs' (n - 1)
    | True -> errorWithoutStackTrace "List.genericIndex: negative argument."
  [] -> errorWithoutStackTrace "List.genericIndex: index too large."
