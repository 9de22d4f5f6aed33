-- G2-EXPECT: interleave safe
-- G2-EXPECT: ack safe
module R060Metric where

{-@ interleave :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} / [len xs + len ys] @-}
interleave :: [a] -> [a] -> [a]
interleave [] ys = ys
interleave (x : xs) ys = x : interleave ys xs

{-@ ack :: m:Nat -> n:Nat -> Nat / [m, n] @-}
ack :: Int -> Int -> Int
ack 0 n = n + 1
ack m 0 = ack (m - 1) 1
ack m n = ack (m - 1) (ack m (n - 1))
