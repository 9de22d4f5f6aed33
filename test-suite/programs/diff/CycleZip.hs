module CycleZip where

run :: String
run = let days = cycle ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
       in unwords (zipWith (\d n -> d ++ show n) days [1 :: Int .. 10])
