module LocalPoly where

pairUp :: (Int, String) -> ((Int, Int), (String, String))
pairUp (n, s) = (dup n, dup s)
  where dup :: a -> (a, a)
        dup x = (x, x)

run :: String
run = let twice f = f . f
          ident x = x
      in show (twice (+ 1) (5 :: Int), twice ('x' :) "y", ident True, ident 'c', pairUp (3, "z"))
