module TyingKnot where

data Node = Node { label :: String, next :: Node }

ring :: Node
ring = let a = Node "a" b
           b = Node "b" c
           c = Node "c" a
        in a

walk :: Int -> Node -> [String]
walk 0 _ = []
walk n nd = label nd : walk (n - 1) (next nd)

run :: String
run = concat (walk 10 ring)
