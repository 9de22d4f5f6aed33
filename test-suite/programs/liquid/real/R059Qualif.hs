-- G2-EXPECT: countUp safe
-- G2-EXPECT: countDown concrete
module R059Qualif where

{-@ qualif Above(v:int, x:int): v > x @-}
{-@ qualif Len(v:int, xs:[a]): v = len xs @-}

{-@ countUp :: n:Nat -> {v:[Nat] | len v = n} @-}
countUp :: Int -> [Int]
countUp n = go 0
  where
    go i = if i >= n then [] else i : go (i + 1)

-- Bug: counts from n down to 0 inclusive, one too many: countDown 0 = [0].
{-@ countDown :: n:Nat -> {v:[Nat] | len v = n} @-}
countDown :: Int -> [Int]
countDown n = if n <= 0 then [0] else n : countDown (n - 1)
