-- | The grammar of a G2Q query, the text between @[g2|@ and @|]@ (dissertation,
-- Figure 3.5), split into its parts as text. GHC-free: the parts are parsed as Haskell
-- by "G2.QuasiQuote.Rewrite", which knows where each part starts in the source file.
--
-- > query   ::= [ '\' concrete+ '->' ] symbolic+ '|' predicate
-- > concrete ::= '(' varid '::' type ')'
-- > symbolic ::= '?' '(' varid '::' type ')'
--
-- A @type@ runs to the @)@ that closes its binder (brackets nest), and the predicate
-- is the rest of the query. Between the parts only white space is allowed. A query
-- without concrete arguments leaves out the lambda: @[g2| ?(x :: Int) | x > 0 |]@.
module G2.QuasiQuote.Grammar
  ( QueryText (..)
  , Binder (..)
  , Fragment (..)
  , GrammarError (..)
  , parseQuery
  , renderGrammarError
  , renderGrammarErrorWith
  , positionIn
  ) where

import Data.Char (isAlphaNum, isLower, isSpace)
import Data.List (find)

-- | A query split into its parts. Offsets are 0-based character indices into the
-- query text, so that the caller can place each part in the source file.
data QueryText = QueryText
  { qtConcrete  :: [Binder]  -- ^ the lambda's arguments, in order (maybe none)
  , qtSymbolic  :: [Binder]  -- ^ the @?(s :: T)@ variables, in order (at least one)
  , qtPredicate :: Fragment  -- ^ the Bool expression after @|@, trimmed
  } deriving (Eq, Show)

data Binder = Binder
  { binderName   :: String
  , binderOffset :: Int      -- ^ where the name starts
  , binderType   :: Fragment -- ^ the type's text, trimmed
  } deriving (Eq, Show)

-- | A piece of the query text and the offset of its first character.
data Fragment = Fragment { fragOffset :: Int, fragText :: String }
  deriving (Eq, Show)

-- | What the parser expected at an offset, and what it found there instead.
data GrammarError = GrammarError
  { geOffset   :: Int
  , geExpected :: String
  , geFound    :: String
  , geRelated  :: Maybe (String, Int) -- ^ another place worth naming, e.g. an open @(@
  } deriving (Eq, Show)

-- | (line, column) of an offset in a text, both 1-based; a tab counts as one column.
positionIn :: String -> Int -> (Int, Int)
positionIn txt off = foldl step (1, 1) (take off txt)
  where
    step (l, _) '\n' = (l + 1, 1)
    step (l, c) _ = (l, c + 1)

-- | @malformed g2 query at column 5: expected ..., found ...@, with the line when the
-- query spans several lines, and the query's general form as a reminder.
renderGrammarError :: String -> GrammarError -> String
renderGrammarError txt e = "malformed g2 query at " ++ place (geOffset e) ++ ": "
  ++ renderGrammarErrorWith place e
  where
    place off
      | '\n' `elem` txt = "line " ++ show l ++ ", column " ++ show c
      | otherwise = "column " ++ show c
      where (l, c) = positionIn txt off

-- | The error without its position, naming other places with the given function
-- (the plugin reports the error at its place in the file and names file positions).
renderGrammarErrorWith :: (Int -> String) -> GrammarError -> String
renderGrammarErrorWith place e =
  "expected " ++ geExpected e ++ ", found " ++ geFound e
  ++ maybe "" (\(what, off) -> " (" ++ what ++ " at " ++ place off ++ ")") (geRelated e)
  ++ "\n  a query has the form  \\(x1 :: T1) ... -> ?(s1 :: S1) ... | predicate"

-- | The input still to parse, and its offset in the query.
type Input = (Int, String)

parseQuery :: String -> Either GrammarError QueryText
parseQuery txt = do
  let start = skipSpace (0, txt)
  (concrete, afterLambda) <- case start of
    (_, '\\' : _) -> lambda (advance 1 start)
    (_, '?' : _) -> Right ([], start)
    _ -> failAt start "`\\` (the concrete arguments) or `?(` (a symbolic variable)"
  (symbolic, afterSyms) <- symbolics afterLambda
  checkDistinct (concrete ++ symbolic)
  predicate <- case afterSyms of
    (_, '|' : _) -> case trimmed (advance 1 afterSyms) of
      Just frag -> Right frag
      Nothing -> failAt (skipSpace (advance 1 afterSyms)) "a Bool predicate after `|`"
    _ -> failAt afterSyms "another `?(name :: type)` or `|` before the predicate"
  pure (QueryText concrete symbolic predicate)

-- | The binders after @\\@, up to and including @->@; at least one.
lambda :: Input -> Either GrammarError ([Binder], Input)
lambda = go []
  where
    go acc inp = case skipSpace inp of
      i@(_, '(' : _) -> binder i >>= \(b, rest) -> go (b : acc) rest
      i@(_, '-' : '>' : _)
        | null acc -> failAt i "a concrete argument `(name :: type)` after `\\`"
        | otherwise -> Right (reverse acc, skipSpace (advance 2 i))
      i | null acc -> failAt i "a concrete argument `(name :: type)` after `\\`"
        | otherwise -> failAt i "another `(name :: type)` or `->`"

-- | One or more @?(name :: type)@; returns the input after them (spaces skipped).
symbolics :: Input -> Either GrammarError ([Binder], Input)
symbolics = go []
  where
    go acc inp = case skipSpace inp of
      i@(_, '?' : _) -> case advance 1 i of
        j@(_, '(' : _) -> binder j >>= \(b, rest) -> go (b : acc) rest
        j -> failAt j "`(` right after `?`"
      i | null acc -> failAt i "a symbolic variable `?(name :: type)`"
        | otherwise -> Right (reverse acc, i)

-- | @(name :: type)@, starting at the @(@.
binder :: Input -> Either GrammarError (Binder, Input)
binder open = do
  let nameStart = skipSpace (advance 1 open)
      (name, afterName) = spanInput isIdChar nameStart
  case name of
    c : _ | isLower c || c == '_' -> Right ()
    _ -> failAt nameStart "a variable name"
  if name == "_" then failAt nameStart "a variable name (`_` cannot be used in the predicate)"
    else if name `elem` reserved
      then failAt nameStart ("a variable name (not the keyword `" ++ name ++ "`)")
    else Right ()
  afterColons <- case skipSpace afterName of
    i@(_, ':' : ':' : _) -> Right (advance 2 i)
    i -> failAt i ("`::` and a type after `" ++ name ++ "`")
  (tyText, close) <- balanced open afterColons
  ty <- maybe (failAt (skipSpace afterColons) "a type after `::`") Right
              (trimmed (fst afterColons, tyText))
  pure (Binder name (fst nameStart) ty, advance 1 close)

-- | The text up to the @)@ that closes the binder opened at @open@, with brackets
-- nesting and string literals skipped; returns the text and the input at the @)@.
balanced :: Input -> Input -> Either GrammarError (String, Input)
balanced open = go [] []
  where
    go _ _ (off, []) = Left (GrammarError off "`)` to close the binder" "the end of the query"
                                          (Just ("the binder opens", fst open)))
    go acc stack i@(off, c : cs)
      | c == ')' && null stack = Right (reverse acc, i)
      | c == '(' || c == '[' = go (c : acc) (closer c : stack) (off + 1, cs)
      | c == ')' || c == ']' = case stack of
          s : rest | s == c -> go (c : acc) rest (off + 1, cs)
          s : _ -> failAt i ("`" ++ [s] ++ "`")
          [] -> failAt i "`)` to close the binder"
      | c == '"' = let (lit, rest) = stringLit cs
                   in go (reverse ('"' : lit) ++ acc) stack (off + 1 + length lit, rest)
      | otherwise = go (c : acc) stack (off + 1, cs)
    closer '(' = ')'
    closer _ = ']'
    stringLit s = case s of
      [] -> ([], [])
      '\\' : x : rest -> let (l, r) = stringLit rest in ('\\' : x : l, r)
      '"' : rest -> ("\"", rest)
      x : rest -> let (l, r) = stringLit rest in (x : l, r)

checkDistinct :: [Binder] -> Either GrammarError ()
checkDistinct = go []
  where
    go _ [] = Right ()
    go seen (b : bs) = case find ((== binderName b) . binderName) seen of
      Just prev -> Left (GrammarError (binderOffset b) "a name not bound before in this query"
        ("`" ++ binderName b ++ "` again") (Just ("first bound", binderOffset prev)))
      Nothing -> go (b : seen) bs

-- Helpers on the input.

advance :: Int -> Input -> Input
advance n (off, s) = (off + length (take n s), drop n s)

skipSpace :: Input -> Input
skipSpace (off, s) = let (sp, rest) = span isSpace s in (off + length sp, rest)

spanInput :: (Char -> Bool) -> Input -> (String, Input)
spanInput p (off, s) = let (a, rest) = span p s in (a, (off + length a, rest))

-- | The input without surrounding white space, or Nothing when it is blank.
trimmed :: Input -> Maybe Fragment
trimmed inp = case skipSpace inp of
  (_, []) -> Nothing
  (off, s) -> Just (Fragment off (reverse (dropWhile isSpace (reverse s))))

isIdChar :: Char -> Bool
isIdChar c = isAlphaNum c || c == '_' || c == '\''

failAt :: Input -> String -> Either GrammarError a
failAt (off, s) expected = Left (GrammarError off expected (describe s) Nothing)

-- | How the rest of the input is shown in an error: its next token, roughly.
describe :: String -> String
describe s = case dropWhile isSpace s of
  [] -> "the end of the query"
  rest -> let tok = takeWhile (not . isSpace) rest
              short = if length tok > 12 then take 12 tok ++ "..." else tok
          in "`" ++ short ++ "`"

reserved :: [String]
reserved = words "case class data default deriving do else foreign if import in infix \
  \infixl infixr instance let module newtype of then type where"
