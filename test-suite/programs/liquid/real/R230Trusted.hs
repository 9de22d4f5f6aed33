-- G2-EXPECT: isNull safe
-- G2-EXPECT: useOracle safe
-- G2-EXPECT: viaStub safe
-- G2-EXPECT: viaStubBad abstract blame=stub
-- G2-EXPECT: clampBad concrete blame=!!
-- G2-EXPECT: firstOrZero safe
-- G2-EXPECT: firstBad concrete blame=firstOf
-- G2-CHECK: firstBad \xs _ -> null xs
module R230Trusted where

-- Trusted types are assumed at their calls and never checked against the bodies:
-- LiquidHaskell says SAFE for isNull, useOracle and viaStub, though fastLen's and
-- oracle's bodies break their own types (fastLen [0] = 0, oracle 0 = 0) and stub's
-- body is undefined.

{-@ ignore fastLen @-}
{-@ fastLen :: xs:[Int] -> {v:Int | v = len xs} @-}
fastLen :: [Int] -> Int
fastLen _ = 0

-- No refinement on the result: nothing to violate, whatever fastLen returns.
{-@ isNull :: [Int] -> Bool @-}
isNull :: [Int] -> Bool
isNull xs = fastLen xs == 0

{-@ assume oracle :: Int -> {v:Int | v > 0} @-}
oracle :: Int -> Int
oracle x = x

{-@ useOracle :: Int -> Int @-}
useOracle :: Int -> Int
useOracle x = oracle x + 1

{-@ assume stub :: Int -> {v:Int | v > 0} @-}
stub :: Int -> Int
stub _ = undefined

-- stub's result is positive, so this is at least 1.
{-@ viaStub :: Int -> {v:Int | v >= 1} @-}
viaStub :: Int -> Int
viaStub x = stub x

-- Wrong under the trusted type: stub may return 1 (viaStubBad x = 1 for any x); only
-- stub's type is there to blame, as its body is undefined.
{-@ viaStubBad :: Int -> {v:Int | v >= 2} @-}
viaStubBad :: Int -> Int
viaStubBad x = stub x

{-@ assume clampIdx :: Int -> {v:Int | 0 <= v && v <= 3} @-}
clampIdx :: Int -> Int
clampIdx i = max 0 (min 3 i)

-- Bug: clampIdx's real result 3 (any i >= 3) indexes past a three-element list, and
-- 3 is allowed by its trusted type: a concrete counterexample (clampBad 3).
{-@ clampBad :: Int -> Int @-}
clampBad :: Int -> Int
clampBad i = [10, 20, 30] !! clampIdx i

-- A trusted precondition is still the caller's to establish.
{-@ assume firstOf :: {xs:[Int] | len xs > 0} -> Int @-}
firstOf :: [Int] -> Int
firstOf _ = undefined

{-@ firstOrZero :: [Int] -> Int @-}
firstOrZero :: [Int] -> Int
firstOrZero xs = if null xs then 0 else firstOf xs

-- Bug: firstOf [] breaks firstOf's precondition (firstBad []).
{-@ firstBad :: [Int] -> Int @-}
firstBad :: [Int] -> Int
firstBad xs = firstOf xs
