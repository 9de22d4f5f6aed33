-- G2-EXPECT: firstChar safe
-- G2-EXPECT: nameLen safe
-- G2-EXPECT: mkUserBad concrete blame=User
module R187Invariant2 where

data User = User { uname :: String, age :: Int }
  deriving (Show, Eq)

{-@ data User = User { uname :: {v:String | len v > 0}, age :: {v:Int | 0 <= v && v <= 150} } @-}
{-@ invariant {u:User | len (uname u) > 0} @-}

{-@ firstChar :: User -> Char @-}
firstChar :: User -> Char
firstChar u = head (uname u)

{-@ nameLen :: User -> {v:Int | v > 0} @-}
nameLen :: User -> Int
nameLen u = length (uname u)

-- Bug: an empty name is accepted: mkUserBad "" 0.
{-@ mkUserBad :: String -> {a:Int | 0 <= a && a <= 150} -> User @-}
mkUserBad :: String -> Int -> User
mkUserBad n a = User n a
