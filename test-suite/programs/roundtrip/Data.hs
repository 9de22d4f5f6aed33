{-# LANGUAGE BangPatterns, ExistentialQuantification, GADTs #-}
-- | Data types of several shapes: polymorphic and recursive types, strict and
-- unpacked fields, existentials, GADTs, local functions, let rec, case on literals.
module Data where

data Tree a = Leaf | Node (Tree a) a (Tree a)

data Pair = Pair {-# UNPACK #-} !Int !Int

data Showable = forall s. Show s => MkShowable s

data Expr a where
  IntE  :: Int -> Expr Int
  BoolE :: Bool -> Expr Bool
  If    :: Expr Bool -> Expr a -> Expr a -> Expr a
  Add   :: Expr Int -> Expr Int -> Expr Int

eval :: Expr a -> a
eval (IntE n) = n
eval (BoolE b) = b
eval (If c t e) = if eval c then eval t else eval e
eval (Add a b) = eval a + eval b

insert :: Ord a => a -> Tree a -> Tree a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l y r)
  | x < y = Node (insert x l) y r
  | x > y = Node l y (insert x r)
  | otherwise = t

toList :: Tree a -> [a]
toList t = go t []
  where
    go Leaf acc = acc
    go (Node l x r) acc = go l (x : go r acc)

sumPair :: Pair -> Int
sumPair (Pair a b) = a + b

showAll :: [Showable] -> [String]
showAll xs = [ show s | MkShowable s <- xs ]

strictSum :: [Int] -> Int
strictSum = go 0
  where
    go !acc [] = acc
    go !acc (y : ys) = go (acc + y) ys

digit :: Char -> Maybe Int
digit c = case c of
  '0' -> Just 0
  '1' -> Just 1
  _ -> Nothing

word :: Word -> Word
word w = w * 3 + 1

float :: Float -> Float
float x = x / 3.0

collatz :: Int -> Int
collatz n = let step k m = if k == 1 then m else step (if even k then k `div` 2 else 3 * k + 1) (m + 1)
            in step n 0
