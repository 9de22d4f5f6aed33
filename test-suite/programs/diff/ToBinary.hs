module ToBinary where

toBase :: Int -> Int -> String
toBase _ 0 = "0"
toBase b n = reverse (go n)
  where go 0 = ""
        go m = "0123456789abcdef" !! (m `mod` b) : go (m `div` b)

fromBase :: Int -> String -> Int
fromBase b = foldl (\acc c -> acc * b + val c) 0
  where val c = length (takeWhile (/= c) "0123456789abcdef")

run :: String
run = unwords [toBase 2 37, toBase 16 255, toBase 8 64, toBase 2 0] ++ " " ++ show (fromBase 2 "100101", fromBase 16 "ff")
