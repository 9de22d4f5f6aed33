-- G2-EXPECT: idP safe
-- G2-EXPECT: twiceP safe
{-@ LIQUID "--higherorder" @-}
module R166AbsRef6 where

{-@ idP :: forall <p :: Int -> Bool>. Int<p> -> Int<p> @-}
idP :: Int -> Int
idP x = x

{-@ twiceP :: forall <p :: Int -> Bool>. (Int<p> -> Int<p>) -> Int<p> -> Int<p> @-}
twiceP :: (Int -> Int) -> Int -> Int
twiceP f x = f (f x)
