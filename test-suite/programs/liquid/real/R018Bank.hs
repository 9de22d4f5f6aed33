-- G2-EXPECT: deposit safe
-- G2-EXPECT: withdraw safe
-- G2-EXPECT: withdrawAll safe
{-@ LIQUID "--no-termination" @-}
module R018Bank where

data Account = Account { owner :: String, balance :: Int }
  deriving (Show, Eq)

{-@ data Account = Account { owner :: String, balance :: Nat } @-}

{-@ deposit :: {n:Int | n > 0} -> a:Account -> {v:Account | balance v = balance a + n} @-}
deposit :: Int -> Account -> Account
deposit n (Account o b) = Account o (b + n)

{-@ withdraw :: a:Account -> {n:Nat | n <= balance a} -> {v:Account | balance v = balance a - n} @-}
withdraw :: Account -> Int -> Account
withdraw (Account o b) n = Account o (b - n)

{-@ withdrawAll :: Account -> {v:Account | balance v = 0} @-}
withdrawAll :: Account -> Account
withdrawAll a = withdraw a (balance a)
