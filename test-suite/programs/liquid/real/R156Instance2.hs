-- G2-EXPECT: describe safe
-- G2-EXPECT: shout safe
-- G2-EXPECT: nameOf@Dog safe
module R156Instance2 where

import Data.Char (toUpper)

class Named a where
  nameOf :: a -> String

data Dog = Dog
  deriving (Show, Eq)

data Cat = Cat String
  deriving (Show, Eq)

instance Named Dog where
  nameOf _ = "dog"

instance Named Cat where
  nameOf (Cat n) = n

{-@ instance Named Dog where
      nameOf :: Dog -> {v:String | len v > 0}
  @-}

{-@ describe :: Dog -> {v:String | len v > 0} @-}
describe :: Dog -> String
describe d = nameOf d

{-@ shout :: s:String -> {v:String | len v = len s} @-}
shout :: String -> String
shout = map toUpper
