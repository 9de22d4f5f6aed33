-- G2-EXPECT: addMoney safe
-- G2-EXPECT: splitEven safe
-- G2-EXPECT: refund concrete blame=Money
{-@ LIQUID "--no-termination" @-}
module R135Money where

import Language.Haskell.Liquid.Prelude

data Money = Money { cents :: Int }
  deriving (Show, Eq)

{-@ data Money = Money { cents :: Nat } @-}

{-@ addMoney :: Money -> Money -> Money @-}
addMoney :: Money -> Money -> Money
addMoney (Money a) (Money b) = Money (a + b)

{-@ splitEven :: Money -> {n:Int | n > 0} -> Money @-}
splitEven :: Money -> Int -> Money
splitEven (Money a) n = liquidAssert (a `div` n >= 0) (Money (a `div` n))

-- Bug: refunding more than was paid: refund (Money 0) (Money 1).
{-@ refund :: Money -> Money -> Money @-}
refund :: Money -> Money -> Money
refund (Money paid) (Money back) = Money (paid - back)
