module FibIter where

fibIter :: Int -> Integer
fibIter n = go n 0 1
  where
    go 0 a _ = a
    go k a b = go (k - 1) b (a + b)

run :: String
run = show (fibIter 100) ++ " " ++ show (length (show (fibIter 200)))
