-- G2-EXPECT: idP safe
-- G2-EXPECT: twiceP safe
-- G2-EXPECT: negP concrete
-- G2-CHECK: negP \x r -> x > 0 && r < 0
module R166AbsRef6 where

{-@ idP :: forall <p :: Int -> Bool>. Int<p> -> Int<p> @-}
idP :: Int -> Int
idP x = x

{-@ twiceP :: forall <p :: Int -> Bool>. (Int<p> -> Int<p>) -> Int<p> -> Int<p> @-}
twiceP :: (Int -> Int) -> Int -> Int
twiceP f x = f (f x)

-- Bug: negation does not keep p (p v = v > 0: negP 1 = -1).
{-@ negP :: forall <p :: Int -> Bool>. Int<p> -> Int<p> @-}
negP :: Int -> Int
negP x = negate x
