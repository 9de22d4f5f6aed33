-- | Core shapes the engine relies on; test/Shapes.hs pins how GHC desugars each
-- definition (with -ddump-ds). Each definition shows one shape.
module Shapes where

-- An incomplete pattern match calls Control.Exception.Base.patError.
partial :: Maybe Int -> Int
partial (Just n) = n

-- A literal at type Int is a boxed Int# literal.
intLit :: Int
intLit = 42

-- An overloaded literal goes through fromInteger and a dictionary argument.
polyLit :: Num a => a
polyLit = 7

-- Integer literals stay literals (LitNumInteger) in desugared Core.
integerLit :: Integer
integerLit = 123456789012345678901234567890

-- Characters, strings and doubles.
charLit :: Char
charLit = 'x'

stringLit :: String
stringLit = "hello"

doubleLit :: Double
doubleLit = 2.5

-- A class method at a known type is the selector applied to the type and the instance
-- dictionary.
eqInt :: Int -> Int -> Bool
eqInt a b = a == b

-- Application through ($).
applied :: Int
applied = negate $ 3

-- Guards become nested cases on Bool.
sign :: Int -> Int
sign n | n < 0 = -1
       | n == 0 = 0
       | otherwise = 1
