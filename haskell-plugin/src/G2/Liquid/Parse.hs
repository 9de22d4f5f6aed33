{-# LANGUAGE FlexibleContexts #-}
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
import Data.Char (digitToInt, isAlphaNum, isDigit, isLower, isSpace, isUpper)
import Data.Functor (($>))
import Text.Parsec hiding (label)
import qualified Text.Parsec as P
import Data.List (isPrefixOf, nub, sort)
import qualified Data.Map.Strict as M
import Text.Parsec.Error (Message (..), errorMessages, showErrorMessages)
import Text.Parsec.Pos (newPos)
import Text.Parsec.Expr

import G2.Liquid.Extract (Block (..), extractFile)
import G2.Liquid.Syntax

-- | Parser state: the stop word (Note [Measure equations]), and how many abstract
-- refinements were skipped so far (Note [Abstract refinements]).
data St = St { stStop :: Maybe Name, stAbsRefs :: !Int }

type P = Parsec String St

-- | Parses one block's text; the position is that of the text's first character. A
-- block holds one or more declarations (Note [Several annotations in one block]; @f,
-- g :: t@ gives one signature per name). The first error is returned.
parseBlock :: SrcPos -> String -> Either SpecError [Located Decl]
parseBlock start txt = concat <$> mapM one (splitItems start txt)
  where
    one (pos, item) = runP' pos (sc *> (located declP >>= \(L p ds) -> pure (map (L p) ds)) <* eofP) item

-- Note [Several annotations in one block]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- LiquidHaskell reads a block's text with layout, so one @{-\@ .. \@-}@ may hold
-- several annotations, each starting at the column of the first, or after a @;@:
--
-- > {-@ incr :: x:Int -> {v:Int | v = x + 1}
-- >     decr :: x:Int -> {v:Int | v = x - 1}  @-}
--
-- 'splitItems' cuts the text before each line that starts at (or left of) the first
-- annotation's column, and after each @;@ outside brackets, when what follows starts
-- an annotation: a keyword of one ('declKeywords') or a signature's names and @::@. A
-- measure's equations, which LiquidHaskell users indent to the measure's own column,
-- start with the measure's name and no @::@, so they stay with it; the methods of a
-- @class@ or @instance@ and the constructors of a GADT-style @data@ are never cut off.
-- Each piece is parsed on its own, at its place in the file.

-- | The annotations of a block's text, each with its position (Note [Several
-- annotations in one block]).
splitItems :: SrcPos -> String -> [(SrcPos, String)]
splitItems (SrcPos f l0 c0) txt = case dropWhile (isSpace . snd) located' of
  [] -> [(SrcPos f l0 c0, txt)]
  ((_, col0), _) : _ -> go col0 [] (SrcPos f l0 c0) located' (0 :: Int) True
  where
    located' = zip (positions l0 c0 txt) txt
    positions _ _ [] = []
    positions l c (ch : cs) = (l, c) : case ch of
      '\n' -> positions (l + 1) 1 cs
      '\t' -> positions l (c + 8 - ((c - 1) `mod` 8)) cs
      _ -> positions l (c + 1) cs
    -- the first column, the current piece (reversed), its start, the rest, the depth
    -- of brackets, whether only white space was seen on this line so far
    go col0 acc start rest depth bol = case rest of
      [] -> [(start, reverse acc)]
      ((l, c), ch) : more
        | bol, not (isSpace ch), c <= col0, not (null (dropWhile isSpace acc))
        , depth == 0, cuttable acc, startsDecl (map snd rest) ->
            (start, reverse acc) : go col0 [ch] (SrcPos f l c) more depth False
        | ch == ';', depth == 0, cuttable (ch : acc), startsDecl (map snd more) ->
            (start, reverse acc) : case more of
              ((l', c'), _) : _ -> go col0 [] (SrcPos f l' c') more depth (ch == '\n')
              [] -> []
        | ch == '"' -> let (str, after) = stringBody more
                       in go col0 (reverse (map snd str) ++ ch : acc) start after depth False
        | otherwise ->
            let depth' | ch `elem` "([{" = depth + 1
                       | ch `elem` ")]}" = max 0 (depth - 1)
                       | otherwise = depth
            in go col0 (ch : acc) start more depth' (if ch == '\n' then True else bol && isSpace ch)
    stringBody s = case s of
      [] -> ([], [])
      x@(_, '\\') : y : more -> let (a, b) = stringBody more in (x : y : a, b)
      x@(_, '"') : more -> ([x], more)
      x : more -> let (a, b) = stringBody more in (x : a, b)
    -- the methods of a class or instance, and GADT constructors, stay together
    cuttable acc = case words (reverse acc) of
      w : _ -> w `notElem` ["class", "instance"]
      [] -> True
    startsDecl s = case span isIdentChar (dropWhile isSpace s) of
      ("", '(' : more) -> case span isSymbolChar more of
        (o, ')' : after) | not (null o) -> sigRest after
        _ -> False
      (w, after)
        | w `elem` declKeywords -> True
        | w == "opaque" -> "-reflect" `isPrefixOf` after
        | w == "automatic" -> "-instances" `isPrefixOf` after
        | not (null w), isLower (head w) || head w == '_' -> sigRest after
        | otherwise -> False
    -- the rest of a signature's names, then ::
    sigRest s = case dropWhile isSpace s of
      ':' : ':' : _ -> True
      ',' : more -> startsDecl more
      _ -> False

-- | The words that start an annotation (and not a measure's equation).
declKeywords :: [String]
declKeywords =
  [ "measure", "type", "data", "newtype", "predicate", "expression", "invariant", "inline"
  , "reflect", "axiomatize", "ignore", "assume", "assert", "local", "lazy", "lazyvar"
  , "qualif", "include", "embed", "autosize", "bound", "using", "fail", "infix", "infixl"
  , "infixr", "class", "instance", "LIQUID", "decrease", "ple", "rewrite", "rewriteWith"
  , "relational", "define" ]

-- | Every annotation of a source file's text (literate if the path ends in @.lhs@).
-- All blocks are parsed; the errors of all malformed ones are returned.
parseSource :: FilePath -> String -> Either [SpecError] [Located Decl]
parseSource path src = case extractFile path src of
  Left (p, m) -> Left [SpecError p m]
  Right blocks ->
    let results = [ parseBlock (blockPos b) (blockText b) | b <- blocks ]
        errs = [ e | Left e <- results ]
    in if null errs then Right (concat [ d | Right d <- results ]) else Left errs

-- | One declaration, for tests and the REPL (position @\<annotation\>:1:1@).
parseDecl :: String -> Either SpecError Decl
parseDecl txt = parseBlock (SrcPos "<annotation>" 1 1) txt >>= \ds -> case ds of
  [L _ d] -> Right d
  _ -> Left (SpecError (SrcPos "<annotation>" 1 1) "expected exactly one declaration")

parseType :: String -> Either SpecError RType
parseType = runP' (SrcPos "<type>" 1 1) (sc *> typeP <* eofP)

parseExpr :: String -> Either SpecError Expr
parseExpr = runP' (SrcPos "<expr>" 1 1) (sc *> exprP <* eofP)

runP' :: SrcPos -> P a -> String -> Either SpecError a
runP' (SrcPos f l c) p txt = case runParser (setPosition (newPos f l c) *> p) (St Nothing 0) f txt of
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

-- | White space and comments: Haskell's @--@ and LiquidHaskell's @//@ (followed by
-- white space, so that an operator @(//)@ stays one).
sc :: P ()
sc = skipMany ((void (satisfy isSpace) <?> "") <|> (lineComment <?> "") <|> (slashComment <?> ""))
  where
    lineComment = try (string "--" *> skipMany (char '-') *> notFollowedBy (satisfy isSymbolChar))
                  *> skipMany (satisfy (/= '\n'))
    slashComment = try (string "//" *> (void (lookAhead (satisfy isSpace)) <|> eof))
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

-- | A decimal, hexadecimal (@0x1F@) or octal (@0o17@) literal.
natural :: P Integer
natural = lexeme (choice
  [ try (char '0' *> oneOf "xX") *> (digitsIn 16 <$> many1 hexDigit)
  , try (char '0' *> oneOf "oO") *> (digitsIn 8 <$> many1 octDigit)
  , read <$> many1 (satisfy isDigit)
  ]) <?> "a number"
  where
    digitsIn b = foldl (\acc c -> acc * b + fromIntegral (digitToInt c)) 0

-- | A fractional literal (@2.5@, @1e-3@), kept as its text: it stands for itself in
-- Haskell.
fractional :: P String
fractional = lexeme (try (do
  i <- many1 (satisfy isDigit)
  f <- option "" ((:) <$> char '.' <*> many1 (satisfy isDigit))
  e <- option "" (try ((:) <$> oneOf "eE" <*> ((++) <$> option "" (string "-") <*> many1 (satisfy isDigit))))
  if null f && null e then unexpected "an integer" else pure (i ++ f ++ e))) <?> "a number"

stringLit :: P String
stringLit = lexeme (char '"' *> manyTill strChar (char '"')) <?> "a string"
  where
    strChar = (char '\\' *> anyChar) <|> satisfy (/= '\n')

-- | A character literal (@','@, @'\\n'@), kept as the Haskell literal it is.
charLit :: P String
charLit = lexeme (show <$> (char '\'' *> (escaped <|> satisfy (`notElem` "'\\\n")) <* char '\'')) <?> "a character"
  where
    escaped = char '\\' *> choice
      [ '\n' <$ char 'n', '\t' <$ char 't', '\r' <$ char 'r', '\0' <$ char '0'
      , oneOf "\\'\"" ]

------------------------------------------------------------------------------------
-- Declarations

declP :: P [Decl]
declP = do
  -- looked at directly, not with parsers: their errors would merge with the one here
  inp <- getInput
  let (w, after) = span (\c -> isIdentChar c || c == '-') inp
      (w2, _) = span isIdentChar (dropWhile isSpace after)
      isSig = take 2 (dropWhile isSpace after) == "::"
  case w of
    _ | isSig -> sigsP
    x | x `elem` ignoredWords -> ignored x
    x | x `elem` ["class", "instance"], w2 == "measure" -> ignored (x ++ " measure")
    x | x `elem` ["class", "instance"] -> classP x
    x | x `elem` ["data", "newtype"], w2 `elem` ["variance", "size"] -> ignored (x ++ " " ++ w2)
    x | x `elem` ["data", "newtype"] -> (: []) <$> dataP x
    x | x `elem` ["inline", "reflect", "axiomatize"] -> do
          kw x
          f <- nameP
          pure [DExact f]
    "ignore" -> do
      kw "ignore"
      f <- nameP
      pure [DTrusted f]
    "opaque" -> ignored "opaque-reflect"
    "assume" | w2 == "reflect" -> ignored "assume reflect"
    "expression" -> (: []) <$> predAliasP' "expression"
    _ -> choice
      [ (: []) <$> pragmaP
      , (: []) <$> measureP
      , (: []) <$> invariantP
      , (: []) <$> aliasP
      , (: []) <$> predAliasP
      , sigsP
      ] <?> "an annotation (a signature f :: t, measure, type, predicate, invariant or LIQUID)"
  where
    -- Note [Ignored annotations]: forms that only matter to a verifier.
    ignoredWords =
      [ "qualif", "include", "embed", "autosize", "bound", "lazy", "lazyvar", "decrease"
      , "using", "fail", "infix", "infixl", "infixr", "automatic-instances", "ple"
      , "rewrite", "rewriteWith", "relational", "define", "import", "module" ]
    ignored x = do
      skipMany anyChar
      pure [DIgnored x]
    nameP = (lowerIdent <|> try (parens opName)) <?> "a function name"
    opName = lexeme (many1 (satisfy isSymbolChar)) <?> "an operator"

-- | @data T a = C1 { f :: t1, g :: t2 } | C2 t3 ...@, @data T [m] a = ...@, GADT-style
-- @data T a where C :: x:t1 -> T a@. Abstract refinement parameters (@<p :: ...>@)
-- are dropped.
dataP :: String -> P Decl
dataP k = do
  kw k
  t <- upperIdent <?> "the data type's name"
  _ <- optional (try (brackets (many1 (satisfy (/= ']')))))
  ps <- many (notStop lowerIdent)
  skipMany absRefGroup
  cons <- choice
    [ op "=" *> (conP `sepBy1` op "|")
    , kw "where" *> many1 gadtConP
    , pure []
    ]
  pure (DData (DataSpec t ps cons))
  where
    conName = upperIdent <|> try (parens conOpName)
    conOpName = lexeme (many1 (satisfy isSymbolChar)) <?> "a constructor operator"
    conP = do
      c <- conName
      fs <- choice
        [ concat <$> braces (field `sepBy` sym ',')
        , many fieldAtom
        ]
      pure (c, fs)
    field = do
      names <- lowerIdent `sepBy1` sym ','
      op "::"
      ty <- typeP
      pure [ (Just n, ty) | n <- names ]
    fieldAtom = choice
      [ try (parens (do n <- lowerIdent; op "::" <|> op ":"; ty <- typeP; pure (Just n, ty)))
      , (\ty -> (Nothing, ty)) <$> atypeP
      ]
    gadtConP = do
      c <- conName
      op "::"
      ty <- typeP
      let args = spineOf ty
      _ <- optional (sym ';')
      pure (c, args)
    spineOf (RFun b a r) = (b, a) : spineOf r
    spineOf _ = []

-- | @class (S a) => C a where m :: t ..@ and @instance C T where m :: t ..@: the
-- methods one per line at the first one's column, or separated by @;@ (as several
-- annotations in a block: Note [Several annotations in one block]). The context is
-- dropped (a superclass's methods are checked by its own annotation).
classP :: String -> P [Decl]
classP k = do
  kw k
  _ <- option [] (try (contextP <* op "=>"))
  c <- upperIdent <?> "the class's name"
  args <- many atypeP
  methods <- option [] (kw "where" *> methodsP)
  pure [DClass (ClassSpec (k == "instance") c args methods)]
  where
    methodsP = do
      start <- toPos <$> getPosition
      rest <- getInput
      items <- mapM method [ item | item@(_, txt) <- splitItems start rest, not (all isSpace txt) ]
      pure [ s | DSig s <- concat items ]
    method (SrcPos f l col, txt) = do
      setPosition (newPos f l col)
      setInput txt
      sc *> sigsP <* eofP

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
  old <- stStop <$> getState
  modifyState (\st -> st { stStop = Just m })
  a <- p
  modifyState (\st -> st { stStop = old })
  pure a

-- | @size (Cons x xs) = 1 + size xs@
eqnP :: Name -> P MeasureEqn
eqnP m = do
  _ <- checked rawIdent (\x -> if x == m then Nothing else Just (show x)) <?> ("an equation of " ++ m)
  (c, xs) <- patP
  op "="
  MeasureEqn c xs <$> (rawBody <|> exprP)
  where
    -- LiquidHaskell's raw form, @m C = {v | v <=> p}@: the value p gives v
    -- (checked before the closing brace: parsec reports the furthest error)
    rawBody = do
      v <- try (sym '{' *> lowerIdent <* op "|")
      p <- exprP
      case valueOf v p of
        Just e -> sym '}' $> e
        Nothing -> fail ("a measure's body {" ++ v ++ " | p} must say what " ++ v ++ " is: "
                         ++ v ++ " = e, " ++ v ++ " <=> p, " ++ v ++ " or not " ++ v)
    valueOf v p = case p of
      EVar w | w == v -> Just (EBool True)
      ENot (EVar w) | w == v -> Just (EBool False)
      ECmp Eq (EVar w) e | w == v, free v e -> Just e
      ECmp Eq e (EVar w) | w == v, free v e -> Just e
      EIff (EVar w) e | w == v, free v e -> Just e
      EIff e (EVar w) | w == v, free v e -> Just e
      _ -> Nothing
    free v e = v `notElem` exprVars e
    var = lowerIdent <?> "a pattern variable"
    patP = choice
      [ (\c -> (c, [])) <$> upperIdent
      , try (sym '[' *> sym ']') $> ("[]", [])
      , parens inner
      ] <?> "a constructor pattern"
    inner = choice
      [ do c <- upperIdent; xs <- many var; pure (c, xs)
      , do c <- try (parens conOp); xs <- many var; pure (c, xs)
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
predAliasP = predAliasP' "predicate"

-- | @predicate@, or its synonym @expression@ (whose body need not be Boolean).
predAliasP' :: String -> P Decl
predAliasP' k = do
  kw k
  n <- upperIdent <?> "the predicate's name (upper case)"
  ps <- many (upperIdent <|> lowerIdent)
  op "="
  DPredAlias . PredAlias n ps <$> exprP

-- | @[assume] f, g :: [forall a <p :: a -> Bool>.] [C a =>] t [/ [e, ..]]@: one
-- signature per name. The legacy @assert f ::@ and @local f ::@ are checked signatures;
-- a termination metric is dropped (termination is not our question).
sigsP :: P [Decl]
sigsP = do
  absBefore <- stAbsRefs <$> getState
  a <- option False (kw "assume" $> True)
  optional (kw "assert" <|> kw "local")
  fs <- ((lowerIdent <|> try (parens opName)) <?> "a function name") `sepBy1` (sym ',' <?> "")
  op "::"
  vs <- option [] (kw "forall" *> many (notStop lowerIdent <|> (absRefGroup $> "")) <* op ".")
  skipMany boundGroup
  ctx <- option [] (try (contextP <* op "=>"))
  t <- typeP
  optional metricP
  absAfter <- stAbsRefs <$> getState
  pure ([ DSig (Sig a f (filter (not . null) vs) ctx t) | f <- fs ]
        ++ concat [ [DExact f, DAbstract f] | absAfter > absBefore, f <- fs ])
  where
    opName = lexeme (many1 (satisfy isSymbolChar)) <?> "an operator"
    metricP = (op "/" <?> "") *> brackets (exprP `sepBy` sym ',')

-- | An abstract refinement's declaration or application, @<p :: a -> Bool>@,
-- @<p x>@, @<{\\x y -> x <= y}>@: skipped, balanced (Note [Abstract refinements]).
absRefGroup :: P ()
absRefGroup = (lexeme (char '<' *> notFollowedBy (satisfy (\c -> c == '=' || c == '>' || isSpace c)) *> body (1 :: Int))
               <* modifyState (\st -> st { stAbsRefs = stAbsRefs st + 1 })) <?> ""
  where
    body 0 = pure ()
    body n = do
      c <- anyChar
      case c of
        '{' -> braced (1 :: Int) *> body n      -- an instantiation {\\x y -> x <= y}
        '<' -> body (n + 1)
        '>' | n == 1 -> pure ()
            | otherwise -> body (n - 1)
        '-' -> optional (char '>') *> body n   -- an arrow inside a kind
        _ -> body n
    braced 0 = pure ()
    braced k = anyChar >>= \c -> case c of
      '{' -> braced (k + 1)
      '}' -> braced (k - 1)
      _ -> braced k

-- | A bound's use in a type, @{x::a, y::a<p x> |- a<q> <: a<r>}@: skipped.
boundGroup :: P ()
boundGroup = try (lexeme (char '{' *> lookAhead (manyTill (noneOf "}") (try (string "|-"))) *> skipTo (1 :: Int)))
  where
    skipTo 0 = pure ()
    skipTo n = anyChar >>= \c -> case c of
      '{' -> skipTo (n + 1)
      '}' -> skipTo (n - 1)
      _ -> skipTo n

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
    -- (a refinement here came from an abstract refinement after the head:
    -- L <{\\x v -> x <= v}> a)
    RApp h@(TCon _) [] ref -> (\as -> RApp h as ref) <$> many atypeP
    RApp h@(TVar _) [] ref -> (\as -> RApp h as ref) <$> many atypeP
    _ -> pure t

atypeP :: P RType
atypeP = do
  t <- atom
  groups <- many absRefApp
  pure $ case (t, groups) of
    _ | not (any instantiates groups) -> t
    -- [a]<{\\x y -> p}>: the list's abstract refinement relates each element to every
    -- later one (LiquidHaskell's built-in list type), checked exactly
    (RApp TList [_] ref, [AbsLambda [x, y] p]) ->
      let pairwise = EApp pairwiseName [ELam [x, y] p, EVar "v"]
      in RApp TList (let RApp _ ts _ = t in ts) (Just (Refinement "v" (maybe pairwise (\(Refinement w q) -> conj (renameV w q) pairwise) ref)))
    _ -> instantiated t
  where
    instantiates g = case g of
      AbsQuantified -> False
      _ -> True
    renameV w q = if w == "v" then q else substExpr (M.singleton w (EVar "v")) q
    atom = choice
      -- (not a GADT constructor's name on the next line: @C :: t@)
      [ (\c -> RApp (TCon c) [] Nothing) <$> try (optional (char '\'') *> upperIdent <* notFollowedBy (op "::" <?> ""))
      , (\a -> RApp (TVar a) [] Nothing) <$> notStop lowerIdent
      , RExpr . EInt <$> natural
      , brackets (listOrCon)
      , parens tupleP
      , boundGroup *> atom
      , braces refinedOrExpr
      ] <?> "a type"
    listOrCon = (\t -> RApp TList [t] Nothing) <$> typeP
    tupleP = option (RApp TUnit [] Nothing) $ do
      c <- component
      cs <- many (sym ',' *> component)
      case cs of
        [] -> pure (snd c)
        _ -> either fail pure (dependentTuple (c : cs))
    component = (,) <$> optionMaybe (try (lowerIdent <* op "::")) <*> typeP

-- | A tuple type from its components, each with its binder if it has one. A dependent
-- pair, @(x::Int, {v:Int | v > x})@, relates its components, so the second's
-- refinement becomes the pair's: @{p:(Int, Int) | snd p > fst p}@. Unused binders are
-- dropped; any other reference between components (a longer tuple's, or a pair's first
-- to its second) is not supported.
dependentTuple :: [(Maybe Name, RType)] -> Either String RType
dependentTuple cs = case cs of
  [(Just x, t1), (_, RApp h ts (Just (Refinement v p)))] | x `elem` exprVars p ->
    Right (RApp (TTuple 2) [t1, RApp h ts Nothing] (Just (Refinement w (substExpr (pairVars x v) p))))
  _ | any (`elem` concatMap refVars (map snd cs)) [ x | (Just x, _) <- cs ] ->
        Left "a dependent tuple other than a pair whose second component refers to the first (only those are supported)"
    | otherwise -> Right (RApp (TTuple (length cs)) (map snd cs) Nothing)
  where
    w = "g2'pair"
    pairVars x v = M.fromList [(x, EApp "fst" [EVar w]), (v, EApp "snd" [EVar w])]
    refVars t = case t of
      RApp _ ts r -> maybe [] (\(Refinement _ e) -> exprVars e) r ++ concatMap refVars ts
      RFun _ a b -> refVars a ++ refVars b
      RExpr e -> exprVars e

-- | An abstract refinement applied after a type (Note [Abstract refinements]).
data AbsApp
  = AbsQuantified            -- ^ @<p>@, @<p x>@: a quantified one, dropped
  | AbsLambda [Name] Expr    -- ^ @<{\\x y -> p}>@: instantiated with a predicate
  | AbsOther                 -- ^ an instantiation we do not read

-- | @<p>@, @<p x>@ or @<{\\x y -> p}>@ after a type.
absRefApp :: P AbsApp
absRefApp = (<?> "") $ do
  txt <- lookAhead (try (char '<' *> notFollowedBy (satisfy (\c -> c == '=' || c == ':' || isSpace c)) *> many (noneOf ">")))
  if '\\' `notElem` txt then absRefGroup $> AbsQuantified else
    try lambdaGroup <|> (absRefGroup $> AbsOther)
  where
    lambdaGroup = do
      _ <- char '<' *> char '{' *> sc *> char '\\' *> sc
      xs <- many1 lowerIdent
      op "->"
      p <- exprP
      _ <- char '}' *> lexeme (char '>')
      modifyState (\st -> st { stAbsRefs = stAbsRefs st + 1 })
      pure (AbsLambda xs p)

-- | The function checking a list's instantiated abstract refinement
-- (@G2.Liquid.Runtime.pairwise@, through the plugin's qualified import).
pairwiseName :: Name
pairwiseName = "G2'P.pairwise"

-- | Note [Abstract refinements]: a type whose abstract refinement is instantiated
-- with a concrete predicate carries the marker 'instantiatedMarker' in its refinement.
instantiated :: RType -> RType
instantiated t = case t of
  RApp h ts Nothing -> RApp h ts (Just (Refinement "v" (EVar instantiatedMarker)))
  RApp h ts (Just (Refinement v p)) -> RApp h ts (Just (Refinement v (conj p (EVar instantiatedMarker))))
  _ -> t

-- | @{v:T | p}@, or an expression argument of an alias @{len xs + 1}@.
refinedOrExpr :: P RType
refinedOrExpr = do
  mv <- optionMaybe (try (lowerIdent <* op ":"))
  case mv of
    -- {T | p}: the value variable is v (or the binder of x:{T | p}, which later
    -- stages give the same name)
    Nothing -> choice
      [ try (do t <- btypeP
                op "|"
                pure t) >>= \t -> do
          p <- exprP
          case t of
            RApp h ts Nothing -> pure (RApp h ts (Just (Refinement "v" p)))
            RApp h ts (Just (Refinement _ q)) -> pure (RApp h ts (Just (Refinement "v" (conj p q))))
            _ -> fail "a refinement needs a base type: {T | p}"
      , RExpr <$> exprP
      ]
    Just v -> do
      nested <- (lookAhead (char '{') $> True) <|> pure False
      when nested $ fail "a refined type cannot be refined again: {v:{w:T | p} | q}"
      t <- btypeP
      op "|" <?> "\"|\" and the refinement predicate"
      p <- exprP
      case t of
        RApp h ts Nothing -> pure (RApp h ts (Just (Refinement v p)))
        -- only an abstract refinement's marker can be there (Note [Abstract refinements])
        RApp h ts (Just (Refinement _ q)) -> pure (RApp h ts (Just (Refinement v (conj p q))))
        _ -> fail "a refinement needs a base type: {v:T | p}"

------------------------------------------------------------------------------------
-- Expressions (Note [One expression language] in "G2.Liquid.Syntax")

-- Note [The precedence of mod]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- In LiquidHaskell's logic (liquid-fixpoint's operator table) a bare @mod@ binds
-- looser than @+@ and @-@ (level 5, against Haskell's 7): @{v:Int | v = x + 1 mod 2}@
-- is @v = (x + 1) mod 2@. Read with Haskell's precedence it would be @v = x + (1 mod
-- 2)@: a false counterexample for @(x + 1) `mod` 2@ and none for @x + 1 `mod` 2@. The
-- backtick forms, @`mod`@ and @`div`@, which LiquidHaskell's logic does not have, keep
-- Haskell's precedence, as a user writing them expects. 'prettyExpr' prints both at
-- the bare form's level.

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
        , Infix (backtick "mod" $> EArith Mod) AssocLeft
        , Infix (backtick "div" $> EArith Div) AssocLeft ]
      , [ Infix (op "+" $> EArith Plus) AssocLeft
        , Infix (op "-" $> EArith Minus) AssocLeft ]
        -- Note [The precedence of mod]
      , [ Infix (kw "mod" $> EArith Mod) AssocLeft ]
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
      [ EVar <$> fractional
      , EInt <$> natural
      , parenthesized
      , listLit
      , EVar . show <$> stringLit
      , EVar <$> charLit
      , boolLit
      , EVar <$> notStop anyIdent
      ] <?> ""

atomP :: P Expr
atomP = choice
  [ EVar <$> fractional
  , EInt <$> natural
  , boolLit
  , ite
  , parenthesized
  , listLit
  , EVar . show <$> stringLit
  , EVar <$> charLit
  , op "?" *> atomP
  , EVar <$> anyIdent
  ] <?> "an expression"
  where
    ite = EIte <$> (kw "if" *> exprP) <*> (kw "then" *> exprP) <*> (kw "else" *> exprP)

-- | @(e)@, a tuple @(a, b)@, or a cast @(e :: int)@ (the sort is dropped).
parenthesized :: P Expr
parenthesized = parens $ do
  es <- exprP `sepBy1` sym ','
  optional (op "::" *> skipMany1 (noneOf ")"))
  pure (case es of
    [e] -> e
    _ -> EApp ("(" ++ replicate (length es - 1) ',' ++ ")") es)

-- | @[]@ or @[e, ..]@.
listLit :: P Expr
listLit = brackets (foldr (\e r -> EApp "(:)" [e, r]) (EVar "[]") <$> (exprP `sepBy` sym ','))

boolLit :: P Expr
boolLit = choice (map lit [("true", True), ("TRUE", True), ("false", False), ("FALSE", False)])
  where
    lit (w, b) = kw w $> EBool b
