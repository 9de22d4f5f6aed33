{-# LANGUAGE DeriveFunctor, DeriveFoldable, DeriveTraversable, GeneralizedNewtypeDeriving, LambdaCase, TupleSections, RecordWildCards, FlexibleContexts #-}
-- Everyday idioms, checked against GHC: derived instances (Enum, Bounded, Read,
-- Functor, Foldable, Traversable, newtype Num), records (update, wildcards), monoids,
-- Reader, Writer and State (a memo table in a Map), LambdaCase, TupleSections,
-- monadic traversals in Maybe and Either.
module IdiomsBase where
import Control.Monad.State
import Control.Monad.Reader
import Control.Monad.Writer
import Data.Foldable (foldl', for_, traverse_)
import Data.Traversable (for)
import qualified Data.Map as M
import Data.Monoid (Sum(..), Product(..), Any(..), First(..))
import Data.List (sortBy)
import Data.Ord (comparing)
import Text.Read (readMaybe)

data Color = Red | Green | Blue deriving (Show, Eq, Ord, Enum, Bounded, Read)
data Tree a = Leaf | Node (Tree a) a (Tree a) deriving (Show, Functor, Foldable, Traversable)
data Person = Person { name :: String, age :: Int } deriving (Show, Eq, Ord)
newtype Score = Score Int deriving (Show, Eq, Ord, Num)

insertT :: Ord a => a -> Tree a -> Tree a
insertT x Leaf = Node Leaf x Leaf
insertT x t@(Node l v r) = case compare x v of LT -> Node (insertT x l) v r; GT -> Node l v (insertT x r); EQ -> t

i01 = ([minBound .. maxBound :: Color], succ Red, fromEnum Blue, read "Green" :: Color, [Red ..])
i02 = let t = foldr insertT Leaf [5,2,8,1,9 :: Int] in (sum t, length t, maximum t, foldr (:) [] (fmap (*10) t), elem 8 t)
i03 = traverse (\x -> if x > 0 then Just x else Nothing) (Node Leaf (3 :: Int) (Node Leaf 4 Leaf))
i04 = let p = Person { name = "Ann", age = 30 } in (p { age = 31 }, name p, sortBy (comparing age) [p, Person "Bob" 25])
i05 = (Score 3 + Score 4, getSum (foldMap Sum [1..10 :: Int]), getProduct (foldMap Product [1..5 :: Int]), getAny (foldMap (Any . even) [1,3,5 :: Int]), getFirst (First (Just 'a') <> First Nothing <> First (Just 'b')))
i06 = runReader (do { x <- ask; y <- asks (*2); local (+1) (asks (+ (x + y))) }) (10 :: Int)
i07 = runWriter (do { tell ["a"]; x <- return (3 :: Int); tell ["b"]; return (x * 2) })
i08 = evalState (forM [1..5 :: Int] (\x -> do { s <- get; put (s + x); return (s * x) })) 0
i09 = execState (for_ [1..10 :: Int] (\x -> when (even x) (modify (+x)))) 0
i10 = (mapM (\x -> if x > 0 then Right x else Left ("bad " ++ show x)) [1,2,-3,4 :: Int], sequence [Just 1, Just (2 :: Int)], zipWithM (\a b -> if b /= 0 then Just (a `div` b) else Nothing) [10,20] [2,5 :: Int])
i11 = (M.foldr (+) 0 (M.fromListWith (+) [(w, 1 :: Int) | w <- words "a b a c b a"]), M.toList (M.map length (M.fromList [(1 :: Int, "ab")])), mconcat ["ab", "cd"], (,True) 'x')
i12 = (map (\case { 0 -> "zero"; n | n < 0 -> "neg" | otherwise -> "pos" }) [0, -1, 5 :: Int], readMaybe "Blue" :: Maybe Color, [(x, y) | x <- [1..3 :: Int], y <- "ab", odd x])
i13 = let Person{..} = Person "Cy" 40 in name ++ show age
i14 = (compare (Person "A" 1) (Person "A" 2), Person "Z" 0 == Person "Z" 0, show (Node Leaf 'x' Leaf), minimum (Node Leaf (3 :: Int) (Node Leaf 1 Leaf)))
i15 = flip evalState (M.empty :: M.Map Int Int) $ do
  let fib n | n < 2 = return n
            | otherwise = do
                memo <- gets (M.lookup n)
                case memo of
                  Just v -> return v
                  Nothing -> do { a <- fib (n - 1); b <- fib (n - 2); modify (M.insert n (a + b)); return (a + b) }
  fib 60

run :: String
run = show (i01, i02, i03, i04, i05, i06, i07, i08) ++ show (i09, i10, i11, i12, i13, i14, i15)
