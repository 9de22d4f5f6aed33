-- G2-EXPECT: inRange safe
-- G2-EXPECT: midpoint safe
module R054Pred where

{-@ predicate Btw Lo V Hi = Lo <= V && V <= Hi @-}

{-@ inRange :: lo:Int -> hi:Int -> x:Int -> {v:Bool | v <=> Btw lo x hi} @-}
inRange :: Int -> Int -> Int -> Bool
inRange lo hi x = lo <= x && x <= hi

{-@ midpoint :: lo:Int -> {hi:Int | lo <= hi} -> {v:Int | Btw lo v hi} @-}
midpoint :: Int -> Int -> Int
midpoint lo hi = lo + (hi - lo) `div` 2
