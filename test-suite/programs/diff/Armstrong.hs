module Armstrong where

armstrong :: Int -> Bool
armstrong n = n == sum [d ^ k | d <- ds]
  where ds = map (\c -> fromEnum c - fromEnum '0') (show n)
        k = length ds

run :: String
run = show (filter armstrong [1 .. 10000])
