-- | Derived Read for records (readField), infix constructors with their fixity, and
-- readEither's messages.
module ReadRecords where

import Text.Read (readEither, readMaybe)

data Point = Point { px :: Int, py :: Int } deriving (Read, Show)

data Person = Person { name :: String, age :: Int, tags :: [String] } deriving (Read, Show)

data Expr = Lit Int | Expr :+: Expr | Expr :*: Expr deriving (Read, Show)
infixl 6 :+:
infixl 7 :*:

data Colour = Red | Green | Blue deriving (Read, Show, Eq, Enum, Bounded)

eval :: Expr -> Int
eval (Lit n) = n
eval (a :+: b) = eval a + eval b
eval (a :*: b) = eval a * eval b

run :: String
run = show (read "Point {px = 1, py = -2}" :: Point)
  ++ show (read " Just Point { px = 3 , py = 4 } " :: Maybe Point)
  ++ show (readMaybe "Point {py = 3, px = 4}" :: Maybe Point)
  ++ show (read "Person {name = \"Ada\", age = 36, tags = [\"math\",\"code\"]}" :: Person)
  ++ show (eval (read "Lit 1 :+: Lit 2 :*: Lit 3"))
  ++ show (read "(Lit 1 :+: Lit 2) :*: Lit 3" :: Expr)
  ++ show (map read (words "Red Blue Green") :: [Colour])
  ++ show ([minBound .. maxBound] == (read "[Red,Green,Blue]" :: [Colour]))
  ++ show (readEither "Purple" :: Either String Colour)
  ++ show (readEither "Red" :: Either String Colour)
