-- G2-EXPECT: getField safe
module R174Crash2 where

import Language.Haskell.Liquid.Prelude

data Rec = Rec { key :: Int, value :: Int }
  deriving (Show, Eq)

{-@ getField :: {n:Int | n = 0 || n = 1} -> Rec -> Int @-}
getField :: Int -> Rec -> Int
getField 0 r = key r
getField 1 r = value r
getField _ _ = crash False
