-- G2-EXPECT: +++ safe
-- G2-EXPECT: -.- safe
-- G2-EXPECT: monus safe
-- G2-EXPECT: minus concrete
-- G2-EXPECT: spread concrete blame=-.-
-- G2-EXPECT: <-> concrete
-- G2-CHECK: minus \x y r -> x >= 0 && y >= 0 && r < 0
-- G2-CHECK: spread \n _ -> n >= 0 && 1 > n
-- G2-CHECK: <-> \x y r -> r < 0
module R248Operators where

infixr 5 +++
infixl 6 -.-

-- An operator defined prefix.
{-@ (+++) :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}
(+++) :: [a] -> [a] -> [a]
(+++) xs ys = foldr (:) ys xs

-- An operator defined infix, with a precondition relating its arguments.
{-@ (-.-) :: x:Nat -> {y:Nat | y <= x} -> Nat @-}
(-.-) :: Int -> Int -> Int
x -.- y = x - y

-- Functions defined infix with backticks.
{-@ monus :: x:Int -> y:Int -> {v:Nat | v >= x - y} @-}
monus :: Int -> Int -> Int
x `monus` y = if x > y then x - y else 0

-- Bug: minus 0 1 = -1.
{-@ minus :: x:Nat -> y:Nat -> Nat @-}
minus :: Int -> Int -> Int
x `minus` y = x - y

-- Bug: spread 0 calls 0 -.- 1, whose second argument exceeds its first.
{-@ spread :: Nat -> Nat @-}
spread :: Int -> Int
spread n = n -.- 1

-- Bug: an operator without a precondition: 0 <-> 1 = -1.
{-@ (<->) :: Int -> Int -> Nat @-}
(<->) :: Int -> Int -> Int
a <-> b = a - b
