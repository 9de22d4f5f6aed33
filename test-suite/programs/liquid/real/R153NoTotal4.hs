-- G2-EXPECT: step safe
-- G2-EXPECT: run safe
-- G2-EXPECT: runBad concrete
-- G2-CHECK: runBad \n r -> r < 0
{-@ LIQUID "--no-totality" @-}
{-@ LIQUID "--expect-any-error" @-}
module R153NoTotal4 where

data Op = Inc | Dec | Reset
  deriving (Show, Eq)

{-@ step :: Nat -> Op -> Nat @-}
step :: Int -> Op -> Int
step n Inc = n + 1
step n Dec = if n > 0 then n - 1 else 0
step _ Reset = 0

{-@ run :: Nat -> [Op] -> Nat @-}
run :: Int -> [Op] -> Int
run = foldl step

-- Bug: decrementing without a check: runBad 0 = -1.
{-@ runBad :: Nat -> Nat @-}
runBad :: Int -> Int
runBad n = n - 1
