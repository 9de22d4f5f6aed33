module DerivedShow where

data T = A | B Int | C String Bool | D (Maybe Int) [T] | E { fieldX :: Int, fieldY :: Double }
  deriving Show

data Op = Int :+ Int | Int :* Int deriving Show
infixl 6 :+
infixl 7 :*

run :: String
run = unlines
  [ show [A, B 3, B (-3), C "q\"uote" True]
  , show (D (Just (-1)) [A, D Nothing []])
  , show (E { fieldX = -2, fieldY = 1.5 })
  , show (1 :+ 2, 3 :* (-4))
  , show (Just (B 1), Left 3 :: Either Int String, [Right "x" :: Either Int String])
  ]
