-- G2-EXPECT: area safe
-- G2-EXPECT: totalArea safe
-- G2-EXPECT: ratioBad concrete blame=div
-- G2-EXPECT: areaOf@Sq safe
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R189Class2 where

class Shape s where
  areaOf :: s -> Int

{-@ class Shape s where
      areaOf :: s -> Nat
  @-}

data Sq = Sq Int
  deriving (Show, Eq)

instance Shape Sq where
  areaOf (Sq n) = n * n

{-@ area :: Sq -> Nat @-}
area :: Sq -> Int
area s = areaOf s

{-@ totalArea :: [Sq] -> Nat @-}
totalArea :: [Sq] -> Int
totalArea = foldr (\s acc -> areaOf s + acc) 0

-- Bug: a square of side 0 has area 0: ratioBad (Sq 1) (Sq 0).
{-@ ratioBad :: Sq -> Sq -> Int @-}
ratioBad :: Sq -> Sq -> Int
ratioBad a b = areaOf a `div` areaOf b
