module RunLength where

import Data.List (group)

rle :: String -> [(Int, Char)]
rle = map (\g -> (length g, head g)) . group

unrle :: [(Int, Char)] -> String
unrle = concatMap (uncurry replicate)

compact :: String -> String
compact s = concat [if n == 1 then [c] else show n ++ [c] | (n, c) <- rle s]

run :: String
run = show (rle "aaabccddddde") ++ "\n" ++ compact "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"
  ++ "\n" ++ show (unrle (rle "hello  world") == "hello  world")
