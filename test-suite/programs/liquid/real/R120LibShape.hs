-- Multi-module pair: this library module is imported by R121UseShape.hs.
-- G2-EXPECT: mkSquare safe
-- G2-EXPECT: sideOf safe
{-@ LIQUID "--no-termination" @-}
module R120LibShape where

data Square = Square Int
  deriving (Show, Eq)

{-@ data Square = Square {side :: {v:Int | v > 0}} @-}

{-@ mkSquare :: {n:Int | n > 0} -> Square @-}
mkSquare :: Int -> Square
mkSquare n = Square n

{-@ sideOf :: Square -> {v:Int | v > 0} @-}
sideOf :: Square -> Int
sideOf (Square n) = n
