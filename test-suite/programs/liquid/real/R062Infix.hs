-- G2-EXPECT: +++ safe
-- G2-EXPECT: rot safe
-- G2-EXPECT: rotBad concrete
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

-- Bug: the head is duplicated: rotBad [0] = [0, 0].
{-@ rotBad :: xs:[a] -> {v:[a] | len v = len xs} @-}
rotBad :: [a] -> [a]
rotBad [] = []
rotBad (x : xs) = x : (xs +++ [x])
