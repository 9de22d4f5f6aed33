-- G2-EXPECT: rep concrete blame=replicate
-- G2-CHECK: rep \n _ -> n < 0
-- G2-EXPECT: padTo concrete blame=replicate
-- G2-CHECK: padTo \n s _ -> n < length s
-- G2-EXPECT: padToOk safe
module R233Replicate where

-- LiquidHaskell's library type replicate :: n:Nat -> a -> {v:[a] | len v = n}: a
-- negative count is an error there, though GHC returns [].

-- Bug: any negative n.
{-@ rep :: Int -> [Int] @-}
rep :: Int -> [Int]
rep n = replicate n 0

-- Bug: a string longer than the width makes the count negative.
{-@ padTo :: Nat -> String -> String @-}
padTo :: Int -> String -> String
padTo n s = s ++ replicate (n - length s) ' '

{-@ padToOk :: Nat -> String -> String @-}
padToOk :: Int -> String -> String
padToOk n s = s ++ replicate (max 0 (n - length s)) ' '
