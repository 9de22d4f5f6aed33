module StreamType where

data Stream a = Cons a (Stream a)

nats :: Stream Int
nats = go 0 where go n = Cons n (go (n + 1))

smap :: (a -> b) -> Stream a -> Stream b
smap f (Cons x xs) = Cons (f x) (smap f xs)

stake :: Int -> Stream a -> [a]
stake 0 _ = []
stake n (Cons x xs) = x : stake (n - 1) xs

sfilter :: (a -> Bool) -> Stream a -> Stream a
sfilter p (Cons x xs) = if p x then Cons x (sfilter p xs) else sfilter p xs

run :: String
run = show (stake 6 (smap (* 3) nats)) ++ show (stake 5 (sfilter (\n -> n `mod` 7 == 3) nats))
