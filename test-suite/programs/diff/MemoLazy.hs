module MemoLazy where

memoFib :: Int -> Integer
memoFib = (table !!)
  where table = map f [0 ..]
        f 0 = 0
        f 1 = 1
        f n = memoFib (n - 1) + memoFib (n - 2)

run :: String
run = show (memoFib 80) ++ " " ++ show (map memoFib [10 .. 15])
