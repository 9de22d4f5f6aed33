-- G2-EXPECT: incr safe
-- G2-EXPECT: decr concrete
-- G2-EXPECT: dbl safe
-- G2-EXPECT: tpl concrete
-- G2-EXPECT: evalPos safe
-- G2-EXPECT: evalAny concrete
-- G2-EXPECT: mkLit concrete
-- G2-EXPECT: startPos safe
-- G2-EXPECT: startNeg concrete
-- G2-CHECK: decr \x r -> r /= x - 1
-- G2-CHECK: tpl \x r -> r < 0
-- G2-CHECK: evalAny \e r -> r < 0
{-# LANGUAGE GADTs #-}
module R240Layout where

-- Several annotations in one block, as LiquidHaskell's layout reads them: each at the
-- first one's column or after a `;`, with `//` comments (a parse error once).
{-@ incr :: x:Int -> {v:Int | v = x + 1}   // the successor
    decr :: x:Int -> {v:Int | v = x - 1}   // the predecessor
  @-}
incr, decr :: Int -> Int
incr x = x + 1
decr x = x + 1    -- Bug: the wrong sign.

{-@ dbl :: Nat -> Nat ; tpl :: Nat -> Nat @-}
dbl, tpl :: Int -> Int
dbl x = 2 * x
tpl x = 3 * x - 1   -- Bug: tpl 0 = -1.

-- A GADT-style data refinement with several constructors, one per line, and a
-- measure whose equations give raw bodies {v | ...}.
data Expr where
  Lit :: Int -> Expr
  Add :: Expr -> Expr -> Expr
  Neg :: Expr -> Expr
  deriving Show

{-@ data Expr where
      Lit :: {n:Int | n >= 0} -> Expr
      Add :: Expr -> Expr -> Expr
      Neg :: Expr -> Expr
  @-}

{-@ measure noNeg :: Expr -> Bool
    noNeg (Lit n)   = {v | v}
    noNeg (Add a b) = {v | v <=> noNeg a && noNeg b}
    noNeg (Neg e)   = {v | not v}
  @-}

-- Safe: without Neg, and with non-negative literals, the value is not negative.
{-@ evalPos :: {e:Expr | noNeg e} -> Nat @-}
evalPos :: Expr -> Int
evalPos (Lit n) = n
evalPos (Add a b) = evalPos a + evalPos b
evalPos (Neg e) = negate (evalPos e)

-- Bug: Neg (Lit 1) is -1.
{-@ evalAny :: Expr -> Nat @-}
evalAny :: Expr -> Int
evalAny (Lit n) = n
evalAny (Add a b) = evalAny a + evalAny b
evalAny (Neg e) = negate (evalAny e)

-- Bug: Lit's field must not be negative (mkLit 0 = Lit (-1)).
{-@ mkLit :: Int -> Expr @-}
mkLit :: Int -> Expr
mkLit n = Lit (n - 1)

{-@ measure headPos :: [Int] -> Bool
    headPos []     = {v | v}
    headPos (x:xs) = {v | v = (x > 0)}
  @-}

{-@ startPos :: [Int] -> {v:[Int] | headPos v} @-}
startPos :: [Int] -> [Int]
startPos xs = 1 : xs

-- Bug: 0 is not positive.
{-@ startNeg :: [Int] -> {v:[Int] | headPos v} @-}
startNeg :: [Int] -> [Int]
startNeg xs = 0 : xs
