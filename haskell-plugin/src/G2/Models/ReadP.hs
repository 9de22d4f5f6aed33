{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE RankNTypes #-}
-- | Models of Text.ParserCombinators.ReadP's loops (Note [Models] in "G2.Models.Table"),
-- which have no unfoldings: @run@, the choice @<|>@ of the parser type P, and the loop
-- of @skipSpaces@, @gather@'s loop (behind @lex@). They are base's definitions, written over 'P', a mirror of ReadP's
-- unexported parser type (Note [Mirrored types] in "G2.Plugin.Models"); everything
-- else of ReadP runs from its own unfoldings.
module G2.Models.ReadP (P (..), run, alt, skipSpaces2, consume, gatherGath) where

import GHC.Base (NonEmpty (..), String, (.))
import GHC.Err (errorWithoutStackTrace)
import GHC.Classes (Eq (..))
import GHC.Num (Num (..))
import GHC.Types (Char, Int)

import G2.Models.Char (isSpace)
import G2.Models.List (append)

-- | The mirror of @Text.ParserCombinators.ReadP.P@: constructors in base's order.
data P a
  = Get (Char -> P a)
  | Look (String -> P a)
  | Fail
  | Result a (P a)
  | Final (NonEmpty (a, String))

-- | @Text.ParserCombinators.ReadP.run@
run :: P a -> String -> [(a, String)]
run (Get f) (c : s) = run (f c) s
run (Look f) s = run (f s) s
run (Result x p) s = (x, s) : run p s
run (Final (r :| rs)) _ = r : rs
run _ _ = []

-- | @Text.ParserCombinators.ReadP.$fAlternativeP_$c<|>@: results as soon as possible,
-- two @Get@s or two @Look@s merged, a @Final@ absorbing the other side.
alt :: P a -> P a -> P a
alt (Get f1) (Get f2) = Get (\c -> alt (f1 c) (f2 c))
alt (Result x p) q = Result x (alt p q)
alt p (Result x q) = Result x (alt p q)
alt Fail p = p
alt p Fail = p
alt (Final r) (Final t) = Final (appendNE r t)
alt (Final (r :| rs)) (Look f) = Look (\s -> Final (r :| append rs (run (f s) s)))
alt (Final (r :| rs)) p = Look (\s -> Final (r :| append rs (run p s)))
alt (Look f) (Final r) = Look (\s -> Final (prependList (run (f s) s) r))
alt p (Final r) = Look (\s -> Final (prependList (run p s) r))
alt (Look f) (Look g) = Look (\s -> alt (f s) (g s))
alt (Look f) p = Look (\s -> alt (f s) p)
alt p (Look f) = Look (\s -> alt p (f s))

appendNE :: NonEmpty a -> NonEmpty a -> NonEmpty a
appendNE (x :| xs) ~(y :| ys) = x :| append xs (y : ys)

prependList :: [a] -> NonEmpty a -> NonEmpty a
prependList [] r = r
prependList (x : xs) r = appendNE (x :| xs) r

-- | @Text.ParserCombinators.ReadP.skipSpaces2@, the loop of @skipSpaces@: consume the
-- white space at the front of the input, then continue.
skipSpaces2 :: [Char] -> forall b. (() -> P b) -> P b
skipSpaces2 (c : s) k | isSpace c = Get (\_ -> skipSpaces2 s k)
skipSpaces2 _ k = k ()

-- | Consumes n characters of the input, then continues with p.
consume :: Int -> P b -> P b
consume n p = if n == 0 then p else Get (\_ -> consume (n - 1) p)

-- | @gather@'s local @gath@ (@Text.ParserCombinators.ReadP.gather_gath@): the parser
-- with the characters it consumed, as base writes it.
gatherGath :: forall b. (String -> String) -> P (String -> P b) -> P b
gatherGath l (Get f) = Get (\c -> gatherGath (l . (c :)) (f c))
gatherGath _ Fail = Fail
gatherGath l (Look f) = Look (\s -> gatherGath l (f s))
gatherGath l (Result k p) = k (l []) `alt` gatherGath l p
gatherGath _ (Final _) = errorWithoutStackTrace "do not use readS_to_P in gather!"
