-- G2-EXPECT: dropOne safe
{-@ LIQUID "--no-termination" @-}
module R048Tail where

{-@ dropOne :: xs:[a] -> {v:[a] | len v = if len xs > 0 then len xs - 1 else 0} @-}
dropOne :: [a] -> [a]
dropOne [] = []
dropOne xs = tail xs
