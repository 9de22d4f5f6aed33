-- G2-EXPECT: +++ safe
-- G2-EXPECT: rot safe
module R062Infix where

infixr 5 +++

{-@ infixr 5 +++ @-}
{-@ (+++) :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}
(+++) :: [a] -> [a] -> [a]
[] +++ ys = ys
(x : xs) +++ ys = x : (xs +++ ys)

{-@ rot :: xs:[a] -> {v:[a] | len v = len xs} @-}
rot :: [a] -> [a]
rot [] = []
rot (x : xs) = xs +++ [x]
