{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE ExplicitForAll #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE RankNTypes #-}
-- | Models of the GHC.Read combinators that derived Read instances call and that have
-- no unfolding (Note [Models] in "G2.Models.Table"), and of base's own derived
-- instances that have none: base's definitions, over the ReadPrec combinators that do
-- have one.
module G2.Models.ReadDerived (readField, list, choose2, readPrecEither) where

import GHC.Base (Monad (..), NonEmpty (..), String, foldr, (.))
import GHC.Classes (Eq (..), (&&))
import GHC.Read (Read (..), expectP, lexP, parens)
import GHC.Types (Bool (..), Int)
import Data.Either (Either (..))
import qualified Text.Read.Lex as L
import qualified Text.ParserCombinators.ReadP as ReadP
import Text.ParserCombinators.ReadPrec
  (ReadPrec, pfail, prec, readPrec_to_P, readPrec_to_S, reset, step, (+++))

import G2.Models.ReadP (P (..), run)

-- | @GHC.Read.readField@: @field = value@ in a record. Modelled as a whole because its
-- worker, @$wreadField@, has no unfolding.
readField :: forall a. String -> ReadPrec a -> ReadPrec a
readField fieldName readVal =
  expectP (L.Ident fieldName) >> expectP (L.Punc "=") >> readVal

-- | @GHC.Read.list@: @[x, y, ...]@ in any number of parentheses.
list :: forall a. ReadPrec a -> ReadPrec [a]
list readx = parens (expectP (L.Punc "[") >> (listRest False +++ listNext))
  where
    listRest started = lexP >>= \t -> case t of
      L.Punc c
        | c == "]" -> return []
        | c == "," && started -> listNext
      _ -> pfail
    listNext = reset readx >>= \x -> listRest True >>= \xs -> return (x : xs)

-- | @GHC.Read.choose2@, the body of @choose@: one of the given identifiers or symbols,
-- and its parser.
choose2 :: forall a. [(String, ReadPrec a)] -> Int -> ReadP.ReadP a
choose2 sps = readPrec_to_P (foldr ((+++) . tryOne) pfail sps)
  where
    tryOne (s, p) = lexP >>= \t -> case t of
      L.Ident s' | s == s' -> p
      L.Symbol s' | s == s' -> p
      _ -> pfail

-- | @Data.Either.$fReadEither1@, the derived @readPrec@ of @Either@ as a parser with
-- a continuation, the way @ReadP.readS_to_P@ builds one from its parses.
readPrecEither :: forall a b. (Read a, Read b) => Int -> forall c. (Either a b -> P c) -> P c
readPrecEither n k = Look (\s -> final [ r | (x, s') <- readPrec_to_S derived n s, r <- run (k x) s' ])
  where
    derived = parens (prec 10 (expectP (L.Ident "Left") >> (step readPrec >>= \x -> return (Left x)))
      +++ prec 10 (expectP (L.Ident "Right") >> (step readPrec >>= \y -> return (Right y))))
    final [] = Fail
    final (r : rs) = Final (r :| rs)
