-- G2-EXPECT: total safe
-- G2-EXPECT: weightOf safe
-- G2-EXPECT: lighter concrete
-- G2-CHECK: lighter \x r -> r < 0
-- G2-EXPECT: weight@Box safe
module R115Instance where

class Weighted a where
  weight :: a -> Int

data Box = Box Int
  deriving (Show, Eq)

instance Weighted Box where
  weight (Box n) = abs n

{-@ instance Weighted Box where
      weight :: Box -> Nat
  @-}

{-@ weightOf :: Box -> Nat @-}
weightOf :: Box -> Int
weightOf b = weight b

{-@ total :: [Box] -> Nat @-}
total :: [Box] -> Int
total bs = sum (map weight bs)

-- Bug: an empty box weighs 0, and one less is negative: lighter (Box 0).
{-@ lighter :: Box -> Nat @-}
lighter :: Box -> Int
lighter b = weight b - 1
