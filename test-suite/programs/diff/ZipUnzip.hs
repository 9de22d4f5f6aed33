module ZipUnzip where

run :: String
run = let ps = zip [1 :: Int ..] "hello"
          (ns, cs) = unzip ps
       in show ps ++ "\n" ++ show (ns, reverse cs) ++ "\n" ++ show (zip3 [True, False] "xy" [(), ()])
