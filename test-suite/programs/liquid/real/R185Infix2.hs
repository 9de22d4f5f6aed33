-- G2-EXPECT: .+. safe
-- G2-EXPECT: .-. concrete
-- G2-CHECK: .-. \p q r -> fst r < 0 || snd r < 0
{-@ LIQUID "--expect-any-error" @-}
module R185Infix2 where

infixl 6 .+.
infixl 6 .-.

{-@ type NatPair = {p:(Int, Int) | fst p >= 0 && snd p >= 0} @-}

{-@ (.+.) :: NatPair -> NatPair -> NatPair @-}
(.+.) :: (Int, Int) -> (Int, Int) -> (Int, Int)
(a, b) .+. (c, d) = (a + c, b + d)

-- Bug: componentwise subtraction leaves the naturals: (0, 0) .-. (1, 0).
{-@ (.-.) :: NatPair -> NatPair -> NatPair @-}
(.-.) :: (Int, Int) -> (Int, Int) -> (Int, Int)
(a, b) .-. (c, d) = (a - c, b - d)
