-- G2-EXPECT: exprSize safe
-- G2-EXPECT: constFold safe
-- G2-EXPECT: evalBad concrete blame=div
{-@ LIQUID "--expect-any-error" @-}
{-@ LIQUID "--total-Haskell" @-}
module R193DataM2 where

data E = N Int | Plus E E | Over E E
  deriving (Show, Eq)

{-@ data E [esize] = N Int | Plus E E | Over E E @-}

{-@ measure esize @-}
{-@ esize :: E -> {v:Int | v > 0} @-}
esize :: E -> Int
esize (N _) = 1
esize (Plus a b) = 1 + esize a + esize b
esize (Over a b) = 1 + esize a + esize b

{-@ exprSize :: e:E -> {v:Int | v = esize e} @-}
exprSize :: E -> Int
exprSize (N _) = 1
exprSize (Plus a b) = 1 + exprSize a + exprSize b
exprSize (Over a b) = 1 + exprSize a + exprSize b

{-@ constFold :: E -> E @-}
constFold :: E -> E
constFold (Plus (N a) (N b)) = N (a + b)
constFold e = e

-- Bug: no check for a zero divisor: evalBad (Over (N 0) (N 0)).
{-@ evalBad :: E -> Int @-}
evalBad :: E -> Int
evalBad (N n) = n
evalBad (Plus a b) = evalBad a + evalBad b
evalBad (Over a b) = evalBad a `div` evalBad b
