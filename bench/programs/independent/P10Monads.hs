-- Maybe/Either monadic code: a tokenizer and recursive-descent parser for arithmetic
-- with Either errors, an evaluator with safe division, traverse/mapM, and a validator.
module P10Monads where

import Data.Char (isDigit, isSpace)
import Data.Either (lefts, rights)

data Tok = TNum Int | TOp Char | TL | TR deriving (Show, Eq)

tokenize :: String -> Either String [Tok]
tokenize [] = Right []
tokenize (c : cs)
  | isSpace c = tokenize cs
  | isDigit c = let (ds, rest) = span isDigit (c : cs) in (TNum (read ds) :) <$> tokenize rest
  | c `elem` "+-*/" = (TOp c :) <$> tokenize cs
  | c == '(' = (TL :) <$> tokenize cs
  | c == ')' = (TR :) <$> tokenize cs
  | otherwise = Left ("bad char " ++ show c)

data E = Lit Int | Bin Char E E deriving Show

expr, term, factor :: [Tok] -> Either String (E, [Tok])
expr ts = term ts >>= uncurry (chain "+-" term)
term ts = factor ts >>= uncurry (chain "*/" factor)
factor (TNum n : r) = Right (Lit n, r)
factor (TL : r) = do
  (e, r') <- expr r
  case r' of
    TR : r'' -> Right (e, r'')
    _ -> Left "expected )"
factor ts = Left ("unexpected " ++ show (take 1 ts))

chain :: String -> ([Tok] -> Either String (E, [Tok])) -> E -> [Tok] -> Either String (E, [Tok])
chain ops sub lhs (TOp o : r) | o `elem` ops = do
  (rhs, r') <- sub r
  chain ops sub (Bin o lhs rhs) r'
chain _ _ lhs r = Right (lhs, r)

evalE :: E -> Maybe Int
evalE (Lit n) = Just n
evalE (Bin o x y) = do
  a <- evalE x
  b <- evalE y
  case o of
    '+' -> pure (a + b)
    '-' -> pure (a - b)
    '*' -> pure (a * b)
    _ -> if b == 0 then Nothing else pure (a `div` b)

calc :: String -> Either String Int
calc s = do
  ts <- tokenize s
  (e, rest) <- expr ts
  if null rest then Right () else Left "trailing input"
  maybe (Left "division by zero") Right (evalE e)

inputs :: [String]
inputs = [ show i ++ " * (" ++ show (i + 3) ++ " - " ++ show (i `mod` 5) ++ ") / " ++ show (i `mod` 4) ++ " + 17"
         | i <- [1 .. 6000 :: Int] ] ++ ["1 + ", "2 * (3", "4 $ 5", "(1+2)*3"]

validateAll :: [Int] -> Maybe [Int]
validateAll = traverse (\x -> if x >= 0 then Just (x * 2) else Nothing)

p10 :: String
p10 =
  let rs = map calc inputs
   in show (length (rights rs), sum (rights rs))
        ++ " " ++ show (take 4 (lefts rs), length (lefts rs))
        ++ " " ++ show (fmap sum (validateAll [1 .. 20000]), validateAll [3, -1, 4])
        ++ " " ++ show (mapM calc ["1+2", "3*4"], sequence [Just 1, Nothing :: Maybe Int])
