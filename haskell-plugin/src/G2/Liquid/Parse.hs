-- | The parser of LiquidHaskell annotations (parsec). GHC-free.
--
-- 'parseBlock' parses the text of one @{-\@ ... \@-}@ block into its declaration;
-- 'parseSource' finds and parses every block of a @.hs@ or @.lhs@ text. Errors carry
-- the position in the source file and say what was expected there.
--
-- Note [Measure equations]
-- ~~~~~~~~~~~~~~~~~~~~~~~~
-- The equation form of a measure lists its equations after the signature, each on
-- its own line and starting with the measure's name:
--
-- > {-@ measure size :: List a -> Int
-- >     size Nil         = 0
-- >     size (Cons x xs) = 1 + size xs
-- >   @-}
--
-- Without layout, @Int size Nil@ would read as a type application and
-- @size xs size (Cons x xs)@ as a function application, so while a measure is parsed
-- its name is a stop word: it is never a type argument nor a function argument.
module G2.Liquid.Parse
  ( SpecError (..)
  , renderSpecError
  , parseBlock
  , parseSource
  , parseDecl
  , parseType
  , parseExpr
  ) where

import Control.Monad (void, when)
import Data.Char (isAlphaNum, isDigit, isLower, isSpace, isUpper)
import Data.Functor (($>))
import Text.Parsec hiding (label)
import qualified Text.Parsec as P
import Data.List (nub, sort)
import Text.Parsec.Error (Message (..), errorMessages, showErrorMessages)
import Text.Parsec.Pos (newPos)
import Text.Parsec.Expr

import G2.Liquid.Extract (Block (..), extractFile)
import G2.Liquid.Syntax

-- | Parser state: the stop word (Note [Measure equations]).
newtype St = St { stStop :: Maybe Name }

type P = Parsec String St

-- | Parses one block's text; the position is that of the text's first character.
parseBlock :: SrcPos -> String -> Either SpecError (Located Decl)
parseBlock start txt = runP' start (sc *> located declP <* eofP) txt

-- | Every annotation of a source file's text (literate if the path ends in @.lhs@).
-- All blocks are parsed; the errors of all malformed ones are returned.
parseSource :: FilePath -> String -> Either [SpecError] [Located Decl]
parseSource path src = case extractFile path src of
  Left (p, m) -> Left [SpecError p m]
  Right blocks ->
    let results = [ parseBlock (blockPos b) (blockText b) | b <- blocks ]
        errs = [ e | Left e <- results ]
    in if null errs then Right [ d | Right d <- results ] else Left errs

-- | One declaration, for tests and the REPL (position @\<annotation\>:1:1@).
parseDecl :: String -> Either SpecError Decl
parseDecl = fmap unLoc . parseBlock (SrcPos "<annotation>" 1 1)

parseType :: String -> Either SpecError RType
parseType = runP' (SrcPos "<type>" 1 1) (sc *> typeP <* eofP)

parseExpr :: String -> Either SpecError Expr
parseExpr = runP' (SrcPos "<expr>" 1 1) (sc *> exprP <* eofP)

runP' :: SrcPos -> P a -> String -> Either SpecError a
runP' (SrcPos f l c) p txt = case runParser (setPosition (newPos f l c) *> p) (St Nothing) f txt of
  Right a -> Right a
  Left err -> Left (SpecError (toPos (errorPos err)) (message err))
  where
    -- a message of our own ('fail') says it all; otherwise parsec's unexpected/expected
    message err = case nub [ m | Message m <- errorMessages err ] of
      [] -> joinMsgs (filter (not . null) (lines (showErrorMessages "or" "unknown parse error"
              "expected" "unexpected" "end of annotation" (map article (firstUnexpected (errorMessages err))))))
      ms -> joinMsgs ms
    -- one "unexpected": the token's own description, not also a character of it
    firstUnexpected ms = case [ m | m@(UnExpect _) <- ms ] of
      u : _ -> sort (u : [ m | m <- ms, not (isUnExpect m) ])  -- stable, by kind
      [] -> ms
    isUnExpect (UnExpect _) = True
    isUnExpect _ = False
    article (Expect "operator") = Expect "an operator"
    article m = m
    joinMsgs = foldr1' (\a b -> a ++ "; " ++ b)
    foldr1' _ [] = "parse error"
    foldr1' g xs = foldr1 g xs

toPos :: SourcePos -> SrcPos
toPos sp = SrcPos (sourceName sp) (sourceLine sp) (sourceColumn sp)

located :: P a -> P (Located a)
located p = L . toPos <$> getPosition <*> p

label :: P a -> String -> P a
label = P.label

eofP :: P ()
eofP = eof <?> "end of annotation"

------------------------------------------------------------------------------------
-- Lexical structure

-- | White space and @--@ comments.
sc :: P ()
sc = skipMany ((void (satisfy isSpace) <?> "") <|> (lineComment <?> ""))
  where
    lineComment = try (string "--" *> skipMany (char '-') *> notFollowedBy (satisfy isSymbolChar))
                  *> skipMany (satisfy (/= '\n'))

lexeme :: P a -> P a
lexeme p = p <* sc

isSymbolChar :: Char -> Bool
isSymbolChar ch = ch `elem` "!#$%&*+./<=>?\\^|-~:@"

isIdentChar :: Char -> Bool
isIdentChar ch = isAlphaNum ch || ch == '_' || ch == '\''

keywords :: [String]
keywords = ["measure", "type", "invariant", "predicate", "assume", "forall", "if", "then",
            "else", "not", "mod", "data", "newtype", "class", "instance", "where", "let",
            "in", "case", "of"]

-- | A reserved operator: the whole run of symbol characters must be this one.
op :: String -> P ()
op s = void (checked (many1 (satisfy isSymbolChar))
               (\o -> if o == s then Nothing else Just (show o))) <?> show s

-- | A token read by @raw@ if @bad@ accepts it (else 'unexpected' with @bad@'s text),
-- followed by white space. The check looks ahead, so that an error is reported where
-- the token starts.
checked :: P String -> (String -> Maybe String) -> P String
checked raw bad = lexeme (try (do
  x <- lookAhead raw
  case bad x of
    Nothing -> raw
    Just u -> unexpected u))

-- | A keyword.
kw :: String -> P ()
kw s = lexeme (try (string s *> notFollowedBy (satisfy isIdentChar))) <?> show s

sym :: Char -> P ()
sym ch = void (lexeme (char ch)) <?> show [ch]

parens, brackets, braces :: P a -> P a
parens p = sym '(' *> p <* sym ')'
brackets p = sym '[' *> p <* sym ']'
braces p = sym '{' *> p <* sym '}'

rawIdent :: P String
rawIdent = (:) <$> satisfy (\c -> isLower c || isUpper c || c == '_') <*> many (satisfy isIdentChar)

-- | A lower-case identifier that is not a keyword.
lowerIdent :: P Name
lowerIdent = checked rawIdent bad <?> "a variable"
  where
    bad x | not (isLower (head x) || head x == '_') || x `elem` keywords = Just (describe x)
          | otherwise = Nothing

-- | A (possibly qualified) upper-case name: @List@, @M.Map@.
upperIdent :: P Name
upperIdent = checked qualified bad <?> "a type constructor"
  where
    bad x | isUpper (head x) = Nothing
          | otherwise = Just (describe x)
    qualified = do
      x <- rawIdent
      rest <- many (try (char '.' *> lookAhead (satisfy isUpper) *> rawIdent) <?> "")
      pure (foldl (\a b -> a ++ "." ++ b) x rest)

-- | A (possibly qualified) variable in an expression: @xs@, @M.size@, @N@.
anyIdent :: P Name
anyIdent = checked qualified bad <?> "a variable"
  where
    bad x | last (splitDots x) `elem` keywords = Just (describe x)
          | otherwise = Nothing
    qualified = do
      quals <- many (try (rawUpper <* char '.' <* lookAhead (satisfy (\c -> isLower c || isUpper c || c == '_'))) <?> "")
      x <- rawIdent
      pure (concatMap (++ ".") quals ++ x)
    rawUpper = (:) <$> satisfy isUpper <*> many (satisfy isIdentChar)
    splitDots x = case break (== '.') x of
      (a, []) -> [a]
      (a, _ : b) -> a : splitDots b

describe :: String -> String
describe x
  | x `elem` keywords = "keyword " ++ show x
  | otherwise = show x

-- | A variable that is not the stop word (Note [Measure equations]).
notStop :: P Name -> P Name
notStop p = try $ do
  x <- lookAhead p
  stop <- stStop <$> getState
  if Just x == stop then unexpected ("start of the next equation of " ++ x) else p

natural :: P Integer
natural = lexeme (read <$> many1 (satisfy isDigit)) <?> "a number"

stringLit :: P String
stringLit = lexeme (char '"' *> manyTill strChar (char '"')) <?> "a string"
  where
    strChar = (char '\\' *> anyChar) <|> satisfy (/= '\n')

------------------------------------------------------------------------------------
-- Declarations

declP :: P Decl
declP = do
  -- looked at directly, not with parsers: their errors would merge with the one here
  inp <- getInput
  let (w, after) = span isIdentChar inp
      isSig = take 2 (dropWhile isSpace after) == "::"
  case w of
    x | x `elem` unsupportedWords, not isSig ->
      fail ("the annotation `" ++ x ++ "` is not supported by G2")
    _ -> choice
      [ pragmaP
      , measureP
      , invariantP
      , aliasP
      , predAliasP
      , DSig <$> sigP
      ] <?> "an annotation (a signature f :: t, measure, type, predicate, invariant or LIQUID)"
  where
    unsupportedWords =
      [ "data", "newtype", "class", "instance", "include", "embed", "qualif", "reflect"
      , "inline", "bound", "lazy", "autosize", "using", "decrease", "ignore", "define"
      , "infix", "infixl", "infixr", "local", "axiomatize", "import", "module" ]

pragmaP :: P Decl
pragmaP = DPragma <$> (try (lexeme (string "LIQUID" *> notFollowedBy (satisfy isIdentChar)))
                       *> stringLit)

measureP :: P Decl
measureP = do
  kw "measure"
  m <- lowerIdent <?> "the measure's name"
  t <- optionMaybe (op "::" *> withStop m typeP)
  eqs <- case t of
    Nothing -> pure []
    Just _ -> withStop m (many (eqnP m))
  pure (DMeasure (Measure m t eqs))

withStop :: Name -> P a -> P a
withStop m p = do
  old <- getState
  putState (St (Just m))
  a <- p
  putState old
  pure a

-- | @size (Cons x xs) = 1 + size xs@
eqnP :: Name -> P MeasureEqn
eqnP m = do
  _ <- checked rawIdent (\x -> if x == m then Nothing else Just (show x)) <?> ("an equation of " ++ m)
  (c, xs) <- patP
  op "="
  MeasureEqn c xs <$> exprP
  where
    var = lowerIdent <?> "a pattern variable"
    patP = choice
      [ (\c -> (c, [])) <$> upperIdent
      , try (sym '[' *> sym ']') $> ("[]", [])
      , parens inner
      ] <?> "a constructor pattern"
    inner = choice
      [ do c <- upperIdent; xs <- many var; pure (c, xs)
      , sym '[' *> sym ']' $> ("[]", [])
      , do x <- var
           choice
             [ do o <- conOp; y <- var; pure (o, [x, y])
             , do xs <- many1 (sym ',' *> var); pure ("(,)", x : xs)
             ]
      ]
    conOp = lexeme (try (do
      o@(c : _) <- many1 (satisfy isSymbolChar)
      if c == ':' && o /= "::" then pure o else unexpected (show o))) <?> "a constructor operator"

invariantP :: P Decl
invariantP = kw "invariant" *> (DInvariant <$> typeP)

-- | @type ListN a N = {v:List a | size v = N}@
aliasP :: P Decl
aliasP = do
  kw "type"
  n <- upperIdent <?> "the alias's name (upper case)"
  ps <- many param
  op "="
  DAlias . Alias n ps <$> typeP
  where
    param = (TyParam <$> lowerIdent <|> ValParam <$> upperIdent)
            <?> "a parameter (lower case for a type, upper case for a value)"

-- | @predicate Btwn Lo V Hi = Lo <= V && V < Hi@
predAliasP :: P Decl
predAliasP = do
  kw "predicate"
  n <- upperIdent <?> "the predicate's name (upper case)"
  ps <- many (upperIdent <|> lowerIdent)
  op "="
  DPredAlias . PredAlias n ps <$> exprP

-- | @[assume] f :: [forall a.] [C a =>] t@
sigP :: P Sig
sigP = do
  a <- option False (kw "assume" $> True)
  f <- (lowerIdent <|> try (parens opName)) <?> "a function name"
  op "::"
  vs <- option [] (kw "forall" *> many1 lowerIdent <* op ".")
  ctx <- option [] (try (contextP <* op "=>"))
  Sig a f vs ctx <$> typeP
  where
    opName = lexeme (many1 (satisfy isSymbolChar)) <?> "an operator"

contextP :: P [Constraint]
contextP = parens (constraint `sepBy1` sym ',') <|> ((: []) <$> constraint)
  where
    constraint = (,) <$> upperIdent <*> many atypeP

------------------------------------------------------------------------------------
-- Types

-- | @x:t1 -> t2@, @t1 -> t2@, or a type application.
typeP :: P RType
typeP = label (do
  b <- optionMaybe (try (lowerIdent <* binderColon))
  t <- btypeP
  case b of
    Just _ -> RFun b t <$> (op "->" *> typeP)
    Nothing -> (RFun Nothing t <$> (op "->" *> typeP)) <|> pure t) "a type"
  where
    -- x:t is LiquidHaskell's; x::t (a slip in the papers) is accepted too
    binderColon = op ":" <|> op "::"

-- | A type application @T t1 .. tn@ or an atom.
btypeP :: P RType
btypeP = do
  t <- atypeP
  case t of
    RApp h@(TCon _) [] Nothing -> RApp h <$> many atypeP <*> pure Nothing
    RApp h@(TVar _) [] Nothing -> RApp h <$> many atypeP <*> pure Nothing
    _ -> pure t

atypeP :: P RType
atypeP = choice
  [ (\c -> RApp (TCon c) [] Nothing) <$> upperIdent
  , (\a -> RApp (TVar a) [] Nothing) <$> notStop lowerIdent
  , RExpr . EInt <$> natural
  , brackets (listOrCon)
  , parens tupleP
  , braces refinedOrExpr
  ] <?> "a type"
  where
    listOrCon = (\t -> RApp TList [t] Nothing) <$> typeP
    tupleP = option (RApp TUnit [] Nothing) $ do
      t <- typeP
      ts <- many (sym ',' *> typeP)
      pure (if null ts then t else RApp (TTuple (length ts + 1)) (t : ts) Nothing)

-- | @{v:T | p}@, or an expression argument of an alias @{len xs + 1}@.
refinedOrExpr :: P RType
refinedOrExpr = do
  mv <- optionMaybe (try (lowerIdent <* op ":"))
  case mv of
    Nothing -> RExpr <$> exprP
    Just v -> do
      nested <- (lookAhead (char '{') $> True) <|> pure False
      when nested $ fail "a refined type cannot be refined again: {v:{w:T | p} | q}"
      t <- btypeP
      op "|" <?> "\"|\" and the refinement predicate"
      p <- exprP
      case t of
        RApp h ts Nothing -> pure (RApp h ts (Just (Refinement v p)))
        RApp {} -> fail "a refined type cannot be refined again: {v:{w:T | p} | q}"
        _ -> fail "a refinement needs a base type: {v:T | p}"

------------------------------------------------------------------------------------
-- Expressions (Note [One expression language] in "G2.Liquid.Syntax")

exprP :: P Expr
exprP = buildExpressionParser (map (map anOperator) table) appP <?> "an expression"
  where
    anOperator (Infix p a) = Infix (p <?> "an operator") a
    anOperator (Prefix p) = Prefix (p <?> "")
    anOperator (Postfix p) = Postfix (p <?> "")
    table =
      [ [ Prefix (op "-" $> negLit) ]
      , [ Infix (op "*" $> EArith Times) AssocLeft
        , Infix (op "/" $> EArith Div) AssocLeft
        , Infix ((kw "mod" <|> backtick "mod") $> EArith Mod) AssocLeft
        , Infix (backtick "div" $> EArith Div) AssocLeft ]
      , [ Infix (op "+" $> EArith Plus) AssocLeft
        , Infix (op "-" $> EArith Minus) AssocLeft ]
      , [ Infix (cmp ["=", "=="] $> ECmp Eq) AssocNone
        , Infix (cmp ["/=", "!="] $> ECmp Ne) AssocNone
        , Infix (op "<" $> ECmp Lt) AssocNone
        , Infix (op "<=" $> ECmp Le) AssocNone
        , Infix (op ">" $> ECmp Gt) AssocNone
        , Infix (op ">=" $> ECmp Ge) AssocNone ]
      , [ Prefix (foldr1 (.) <$> many1 ((kw "not" <|> op "~") $> ENot)) ]
      , [ Infix (op "&&" $> EAnd) AssocRight ]
      , [ Infix (op "||" $> EOr) AssocRight ]
      , [ Infix (cmp ["=>", "==>"] $> EImp) AssocRight ]
      , [ Infix (op "<=>" $> EIff) AssocNone ]
      ]
    cmp = foldr1 (<|>) . map op
    backtick w = try (sym '`' *> kw w *> sym '`')
    negLit (EInt n) = EInt (negate n)
    negLit e = ENeg e

-- | An application @f e1 .. en@ or an atom.
appP :: P Expr
appP = do
  a <- atomP
  case a of
    EVar f | f `notElem` ["TRUE", "FALSE"] -> do
      args <- many argAtom
      pure (if null args then a else EApp f args)
    _ -> pure a
  where
    -- hidden from "expected ...": after a variable, an operator is the likely next token
    argAtom = choice
      [ EInt <$> natural
      , parens exprP
      , boolLit
      , EVar <$> notStop anyIdent
      ] <?> ""

atomP :: P Expr
atomP = choice
  [ EInt <$> natural
  , boolLit
  , ite
  , parens exprP
  , EVar <$> anyIdent
  ] <?> "an expression"
  where
    ite = EIte <$> (kw "if" *> exprP) <*> (kw "then" *> exprP) <*> (kw "else" *> exprP)

boolLit :: P Expr
boolLit = choice (map lit [("true", True), ("TRUE", True), ("false", False), ("FALSE", False)])
  where
    lit (w, b) = kw w $> EBool b
