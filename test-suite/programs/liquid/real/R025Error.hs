-- G2-EXPECT: safeHead safe
-- G2-EXPECT: unreachable safe
-- G2-EXPECT: reachable concrete blame=error
{-@ LIQUID "--expect-any-error" @-}
module R025Error where

{-@ safeHead :: {v:[a] | len v > 0} -> a @-}
safeHead :: [a] -> a
safeHead (x : _) = x
safeHead [] = error "safeHead: impossible"

{-@ unreachable :: Nat -> Int @-}
unreachable :: Int -> Int
unreachable n
  | n >= 0 = n * 2
  | otherwise = error "negative"

-- Bug: zero reaches the error: reachable 0.
{-@ reachable :: Nat -> Int @-}
reachable :: Int -> Int
reachable n
  | n > 0 = n * 2
  | otherwise = error "not positive"
