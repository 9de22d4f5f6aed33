-- infer: rev
-- g2 infer: reverse with an accumulator, and a hand-written length.
--
-- Expected:
--   revApp :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys}
--   size   :: xs:[a] -> {v:Int | v = len xs}
-- Why: rev xs = revApp xs [] must keep the length, so revApp's result must have
-- len xs + 0 elements on that call; for revApp to meet its own specification, the
-- recursive call revApp xs (x:ys) must be usable inductively, which the relation
-- len v = len xs + len ys is (and `len v = len xs` is not: revApp [] [0] = [0]
-- breaks it). sameSize needs `size xs == length xs`, i.e. v = len xs exactly.
module InferReverse where

{-@ revApp :: xs:[a] -> ys:[a] -> [a] @-}
revApp :: [a] -> [a] -> [a]
revApp [] ys = ys
revApp (x : xs) ys = revApp xs (x : ys)

{-@ rev :: xs:[a] -> {v:[a] | len v = len xs} @-}
rev :: [a] -> [a]
rev xs = revApp xs []

{-@ size :: xs:[a] -> Int @-}
size :: [a] -> Int
size [] = 0
size (_ : xs) = 1 + size xs

{-@ sameSize :: xs:[a] -> {v:Bool | v} @-}
sameSize :: [a] -> Bool
sameSize xs = size xs == length xs
