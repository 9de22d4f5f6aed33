{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE RankNTypes #-}
-- | Models of the Semigroup methods of base's instances whose code base ships without
-- (Note [Models] in "G2.Models.Table"): @stimes@ of instances that take one of
-- Data.Semigroup.Internal's shared definitions (@stimesDefault@, @stimesMonoid@,
-- @stimesIdempotentMonoid@, @stimesIdempotent@, whose workers have no unfolding), and
-- the loop of the class's default @sconcat@ as GHC specialised it per instance. The
-- shared definitions are base's, written once here; each table entry is the shared one
-- at the instance's type (an instance's own type variables and context come before the
-- method's).
module G2.Models.Semigroup
  ( stimesDefault, stimesMonoid, stimesIdempotentMonoid, stimesIdempotent, sconcatGo
  , stimesWrappedMonoid, stimesEndo, stimesOrdering, stimesNonEmpty
  , sconcatList, sconcatAny, sconcatAll, sconcatFirst, sconcatLast, sconcatSemigroupLast
  ) where

import Data.Monoid (All, Any, Endo, First, Last)
import qualified Data.Semigroup as S
import GHC.Base (Monoid (..), NonEmpty, Semigroup (..))
import GHC.Classes (Eq (..), Ord (..))
import GHC.Err (errorWithoutStackTrace)
import GHC.Real (Integral (..), even)
import GHC.Types (Bool (..), Ordering (..))

-- | Data.Semigroup.Internal's @stimesDefault@ (the class's default @stimes@):
-- repeated squaring with @<>@, a positive count only.
stimesDefault :: forall b a. (Integral b, Semigroup a) => b -> a -> a
stimesDefault y0 x0
  | y0 <= 0 = errorWithoutStackTrace "stimes: positive multiplier expected"
  | True = f x0 y0
  where
    f x y
      | even y = f (x <> x) (y `quot` 2)
      | y == 1 = x
      | True = g (x <> x) (y `quot` 2) x
    g x y z
      | even y = g (x <> x) (y `quot` 2) z
      | y == 1 = x <> z
      | True = g (x <> x) (y `quot` 2) (x <> z)

-- | Data.Semigroup.Internal's @stimesMonoid@: 0 is @mempty@.
stimesMonoid :: forall b a. (Integral b, Monoid a) => b -> a -> a
stimesMonoid n x0 = case compare n 0 of
  LT -> errorWithoutStackTrace "stimesMonoid: negative multiplier"
  EQ -> mempty
  GT -> f x0 n
  where
    f x y
      | even y = f (x `mappend` x) (y `quot` 2)
      | y == 1 = x
      | True = g (x `mappend` x) (y `quot` 2) x
    g x y z
      | even y = g (x `mappend` x) (y `quot` 2) z
      | y == 1 = x `mappend` z
      | True = g (x `mappend` x) (y `quot` 2) (x `mappend` z)

-- | Data.Semigroup.Internal's @stimesIdempotentMonoid@.
stimesIdempotentMonoid :: forall b a. (Integral b, Monoid a) => b -> a -> a
stimesIdempotentMonoid n x = case compare n 0 of
  LT -> errorWithoutStackTrace "stimesIdempotentMonoid: negative multiplier"
  EQ -> mempty
  GT -> x

-- | Data.Semigroup.Internal's @stimesIdempotent@.
stimesIdempotent :: forall b a. Integral b => b -> a -> a
stimesIdempotent n x
  | n <= 0 = errorWithoutStackTrace "stimesIdempotent: positive multiplier expected"
  | True = x

-- | The loop of the class's default @sconcat (a :| as) = go a as@.
sconcatGo :: forall a. Semigroup a => a -> [a] -> a
sconcatGo b (c : cs) = b <> sconcatGo c cs
sconcatGo b [] = b

-- | @Data.Semigroup.$fSemigroupWrappedMonoid_$cstimes@ (the class default; behind
-- @mtimesDefault@).
stimesWrappedMonoid :: forall m. Monoid m => forall b. Integral b => b -> S.WrappedMonoid m -> S.WrappedMonoid m
stimesWrappedMonoid = stimesDefault

-- | @Data.Semigroup.Internal.$fSemigroupEndo_$cstimes@ (@stimesMonoid@).
stimesEndo :: forall a b. Integral b => b -> Endo a -> Endo a
stimesEndo = stimesMonoid

-- | @GHC.Base.$fSemigroupOrdering_$cstimes@ (@stimesIdempotentMonoid@).
stimesOrdering :: forall b. Integral b => b -> Ordering -> Ordering
stimesOrdering = stimesIdempotentMonoid

-- | @GHC.Base.$fSemigroupNonEmpty_$cstimes@ (the class default).
stimesNonEmpty :: forall a b. Integral b => b -> NonEmpty a -> NonEmpty a
stimesNonEmpty = stimesDefault

-- | @GHC.Base.$fSemigroup[]1@: @sconcat@'s loop on lists.
sconcatList :: forall a. [a] -> [[a]] -> [a]
sconcatList = sconcatGo

-- | @Data.Semigroup.Internal.$fSemigroupAny_go1@ and @$fSemigroupAll_go1@.
sconcatAny :: Any -> [Any] -> Any
sconcatAny = sconcatGo

sconcatAll :: All -> [All] -> All
sconcatAll = sconcatGo

-- | @Data.Monoid.$fSemigroupFirst1@ and @$fSemigroupLast1@ (Data.Monoid's First and
-- Last, over Maybe).
sconcatFirst :: forall a. First a -> [First a] -> First a
sconcatFirst = sconcatGo

sconcatLast :: forall a. Last a -> [Last a] -> Last a
sconcatLast = sconcatGo

-- | @Data.Semigroup.$fSemigroupLast1@ (Data.Semigroup's Last).
sconcatSemigroupLast :: forall a. S.Last a -> [S.Last a] -> S.Last a
sconcatSemigroupLast = sconcatGo
