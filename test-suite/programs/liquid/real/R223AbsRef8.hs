-- G2-EXPECT: ordPair safe
-- G2-EXPECT: mkOrd safe
{-@ LIQUID "--no-termination" @-}
module R223AbsRef8 where

data P a = P a a
  deriving (Show, Eq)

{-@ data P a <r :: a -> a -> Bool> = P { pfst :: a, psnd :: a<r pfst> } @-}

{-@ type OrdP = P <{\x y -> x <= y}> Int @-}

{-@ ordPair :: Int -> Int -> OrdP @-}
ordPair :: Int -> Int -> P Int
ordPair x y = if x <= y then P x y else P y x

{-@ mkOrd :: x:Int -> {y:Int | x <= y} -> OrdP @-}
mkOrd :: Int -> Int -> P Int
mkOrd x y = P x y
