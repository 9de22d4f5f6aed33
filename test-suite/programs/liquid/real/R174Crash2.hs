-- G2-EXPECT: getField safe
-- G2-EXPECT: getFieldBad concrete blame=crash
module R174Crash2 where

import Language.Haskell.Liquid.Prelude

data Rec = Rec { key :: Int, value :: Int }
  deriving (Show, Eq)

{-@ getField :: {n:Int | n = 0 || n = 1} -> Rec -> Int @-}
getField :: Int -> Rec -> Int
getField 0 r = key r
getField 1 r = value r
getField _ _ = crash False

-- Bug: field 2 does not exist: getFieldBad 2 (Rec 0 0).
{-@ getFieldBad :: Nat -> Rec -> Int @-}
getFieldBad :: Int -> Rec -> Int
getFieldBad 0 r = key r
getFieldBad 1 r = value r
getFieldBad _ _ = crash False
