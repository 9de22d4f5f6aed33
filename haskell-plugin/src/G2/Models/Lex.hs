{-# OPTIONS_GHC -O0 -fno-ignore-interface-pragmas -fno-omit-interface-pragmas -fexpose-all-unfoldings #-}
{-# LANGUAGE MagicHash #-}
{-# LANGUAGE NoImplicitPrelude #-}
{-# LANGUAGE UnboxedTuples #-}
{-# LANGUAGE ExplicitForAll #-}
-- | Models of Text.Read.Lex (Note [Models] in "G2.Models.Table"): the Haskell lexer of
-- @read@. base writes it in ReadP, and its token parser @lexToken@ (the floated
-- @expect2@) has no unfolding; here it is a plain function from the input to the one
-- token at its front and the number of characters it takes ('lexToken'), which
-- 'expect2' turns back into a parser. One token is all ReadP's version can give: its
-- alternatives (end of input, character and string literals, punctuation, symbols,
-- identifiers, numbers) start with disjoint characters, and each is maximal munch.
-- 'Lexeme' and 'Number' mirror base's types (Note [Mirrored types] in
-- "G2.Plugin.Models").
module G2.Models.Lex
  ( Lexeme (..), Number (..), lexToken, expect2, isSymbolChar, val
  , numberToFixedGo, numberToFixedCombine, lexChar2, wConsumeEmpties, removeNulls, sRemoveNulls
  ) where

import GHC.Base (String, ord, unsafeChr)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Err (errorWithoutStackTrace)
import GHC.Maybe (Maybe (..))
import GHC.Num (Integer, Num (..))
import GHC.Prim (Char#, Int#, seq)
import GHC.Real (Integral (..), even)
import GHC.Types (Bool (..), Char (..), Int (..))
import GHC.Unicode (GeneralCategory (..))

import G2.Models.Char (isAlpha, isAlphaNum, isSpace, generalCategory)
import G2.Models.List (elem, length)
import G2.Models.ReadP (P (..), consume)

-- | The mirror of @Text.Read.Lex.Lexeme@.
data Lexeme
  = Char Char
  | String String
  | Punc String
  | Ident String
  | Symbol String
  | Number Number
  | EOF

-- | The mirror of @Text.Read.Lex.Number@: @MkNumber base digits@ or
-- @MkDecimal integerDigits fractionDigits exponent@.
data Number = MkNumber Int [Int] | MkDecimal [Int] (Maybe [Int]) (Maybe Integer)

-- | @Text.Read.Lex.expect2@, i.e. @lexToken@ as a parser.
expect2 :: (Lexeme -> P b) -> P b
expect2 k = Look (\s -> case lexToken s of
  Just (l, n) -> consume n (k l)
  Nothing -> Fail)

-- | The token at the front of the input (no white space skipped) and its length.
lexToken :: String -> Maybe (Lexeme, Int)
lexToken [] = Just (EOF, 0)
lexToken s@(c : cs)
  | c == '\'' = lexLitChar cs
  | c == '"' = lexString cs
  | isPuncChar c = Just (Punc [c], 1)
  | isSymbolChar c = case munch isSymbolChar s of
      (sym, n) -> Just (if elem sym reservedOps then Punc sym else Symbol sym, n)
  | isAlpha c || c == '_' = case munch isIdfChar cs of
      (i, n) -> Just (Ident (c : i), n + 1)
  | isDigit10 c = lexNumber s
  | True = Nothing
  where
    isIdfChar x = isAlphaNum x || x == '_' || x == '\''
    reservedOps = ["..", "::", "=", "\\", "|", "<-", "->", "@", "~", "=>"]

-- | The longest prefix whose characters satisfy p, and its length.
munch :: (Char -> Bool) -> String -> (String, Int)
munch p (c : cs) | p c = case munch p cs of (xs, n) -> (c : xs, n + 1)
munch _ _ = ([], 0)

isDigit10 :: Char -> Bool
isDigit10 c = c >= '0' && c <= '9'

-- A case on the character, not @elem c ",;()[]{}`"@: the lexer asks this of every
-- token, and one case is one transition where @elem@ walks the string (in a symbolic
-- run, one if-then-else where @elem@ splits per character: Note [Merged alternatives]).
isPuncChar :: Char -> Bool
isPuncChar c = case c of
  { ',' -> True; ';' -> True; '(' -> True; ')' -> True; '[' -> True; ']' -> True
  ; '{' -> True; '}' -> True; '`' -> True; _ -> False }

-- | @Text.Read.Lex.isSymbolChar@ (exact on ASCII; beyond, by general category).
isSymbolChar :: Char -> Bool
isSymbolChar c
  | c < '\x80' = case c of
      { '!' -> True; '#' -> True; '$' -> True; '%' -> True; '&' -> True; '*' -> True
      ; '+' -> True; '.' -> True; '/' -> True; '<' -> True; '=' -> True; '>' -> True
      ; '?' -> True; '@' -> True; '\\' -> True; '^' -> True; '|' -> True; '-' -> True
      ; '~' -> True; ':' -> True; _ -> False }
  | True = case generalCategory c of
      MathSymbol -> True
      CurrencySymbol -> True
      ModifierSymbol -> True
      OtherSymbol -> True
      DashPunctuation -> True
      OtherPunctuation -> True
      ConnectorPunctuation -> True
      _ -> False

------------------------------------------------------------------------------------------
-- Character and string literals

-- | @Text.Read.Lex.lexChar2@, @lexCharE@'s escape after its backslash (behind
-- @readLitChar@ and @lexLitChar@): the escaped character, as @(c, True)@. base's escapes
-- give at most one result, so the one 'lexEsc' finds is all.
lexChar2 :: forall b. ((Char, Bool) -> P b) -> P b
lexChar2 k = Look (\s -> case lexEsc s of
  Just (c, n) -> consume n (k (c, True))
  Nothing -> Fail)

-- | @Text.Read.Lex.$wconsumeEmpties@, the worker of @lexChar@'s @consumeEmpties@: every
-- @\\&@ at the front of the input is consumed (the parser is @Look@ of the function
-- returned).
wConsumeEmpties :: forall b. (() -> P b) -> (# String -> P b #)
wConsumeEmpties k = (# \rest -> case rest of
  '\\' : '&' : _ -> consume 2 (case wConsumeEmpties k of (# f #) -> Look f)
  _ -> k () #)

-- | @GHC.Read.lexLitChar_removeNulls@: @lexLitChar@ drops the @\\&@s of what it read.
removeNulls :: [Char] -> [Char]
removeNulls [] = []
removeNulls ('\\' : '&' : xs) = removeNulls xs
removeNulls (first : rest) = first : removeNulls rest

-- | @GHC.Read.lexLitChar_$sremoveNulls@: 'removeNulls' of a list whose head is given
-- unboxed (GHC's specialisation of its call pattern).
sRemoveNulls :: Char# -> [Char] -> [Char]
sRemoveNulls c rest = removeNulls (C# c : rest)

-- | @'c'@ after the opening quote.
lexLitChar :: String -> Maybe (Lexeme, Int)
lexLitChar s = case lexCharE s of
  Just (c, esc, n) | esc || c /= '\'' -> case drop' n s of
    '\'' : _ -> Just (Char c, n + 2)
    _ -> Nothing
  _ -> Nothing

-- | A string literal after the opening quote: items up to an unescaped quote, with
-- @\\&@ and gaps (@\\  \\@) standing for nothing.
lexString :: String -> Maybe (Lexeme, Int)
lexString = go [] 1
  where
    go acc n s = case s of
      '\\' : '&' : t -> go acc (n + 2) t
      '\\' : c : t | isSpace c -> case munch isSpace t of
        (_, k) -> case drop' k t of
          '\\' : u -> go acc (n + k + 3) u
          _ -> Nothing
      _ -> case lexCharE s of
        Just ('"', False, _) -> Just (String (reverse' acc), n + 1)
        Just (c, _, k) -> go (c : acc) (n + k) (drop' k s)
        Nothing -> Nothing

-- | One character of a literal, whether it was escaped, and its length.
lexCharE :: String -> Maybe (Char, Bool, Int)
lexCharE ('\\' : t) = case lexEsc t of
  Just (c, n) -> Just (c, True, n + 1)
  Nothing -> Nothing
lexCharE (c : _) = Just (c, False, 1)
lexCharE [] = Nothing

lexEsc :: String -> Maybe (Char, Int)
lexEsc s@(c : t) = case escChar c of
  Just e -> Just (e, 1)
  Nothing
    | c == '^' -> case t of
        x : _ | x >= '@' && x <= '_' -> Just (unsafeChr (ord x - 64), 2)
        _ -> Nothing
    | True -> case numeric of
        Just r -> Just r
        Nothing -> ascii asciiNames
  where
    numeric = case baseChar c of
      Just b -> digitsChar b 1 t
      Nothing -> digitsChar 10 0 s
    digitsChar b skip u = case digitsIn b u of
      ([], _) -> Nothing
      (ds, k) -> let n = val (toInteger b) ds in
        if n <= 0x10FFFF then Just (unsafeChr (integerToInt n), skip + k) else Nothing
    ascii [] = Nothing
    ascii ((name, ch) : rest) = case stripPrefix' name s of
      Just _ -> Just (ch, length name)
      Nothing -> ascii rest
lexEsc [] = Nothing

escChar :: Char -> Maybe Char
escChar c = case c of
  'a' -> Just '\a'; 'b' -> Just '\b'; 'f' -> Just '\f'; 'n' -> Just '\n'
  'r' -> Just '\r'; 't' -> Just '\t'; 'v' -> Just '\v'; '\\' -> Just '\\'
  '"' -> Just '"'; '\'' -> Just '\''
  _ -> Nothing

-- | The ASCII control names; SOH before SO (maximal munch, Haskell Report 2.6).
asciiNames :: [(String, Char)]
asciiNames =
  [ ("SOH", '\SOH'), ("SO", '\SO'), ("NUL", '\NUL'), ("STX", '\STX'), ("ETX", '\ETX')
  , ("EOT", '\EOT'), ("ENQ", '\ENQ'), ("ACK", '\ACK'), ("BEL", '\BEL'), ("BS", '\BS')
  , ("HT", '\HT'), ("LF", '\LF'), ("VT", '\VT'), ("FF", '\FF'), ("CR", '\CR')
  , ("SI", '\SI'), ("DLE", '\DLE'), ("DC1", '\DC1'), ("DC2", '\DC2'), ("DC3", '\DC3')
  , ("DC4", '\DC4'), ("NAK", '\NAK'), ("SYN", '\SYN'), ("ETB", '\ETB'), ("CAN", '\CAN')
  , ("EM", '\EM'), ("SUB", '\SUB'), ("ESC", '\ESC'), ("FS", '\FS'), ("GS", '\GS')
  , ("RS", '\RS'), ("US", '\US'), ("SP", '\SP'), ("DEL", '\DEL') ]

------------------------------------------------------------------------------------------
-- Numbers

-- | A number at the front of the input (which starts with a digit): @0x@/@0o@ digits,
-- else decimal digits with an optional fraction and exponent, each maximal.
lexNumber :: String -> Maybe (Lexeme, Int)
lexNumber s = case hexOct s of
  Just r -> Just r
  Nothing -> case digitsIn 10 s of
    (ds, n) -> let t = drop' n s in case frac t of
      (mf, n') -> let t' = drop' n' t in case expo t' of
        (me, n'') -> Just (Number (MkDecimal ds mf me), n + n' + n'')
  where
    hexOct ('0' : b : t) = case baseChar b of
      Just base -> case digitsIn base t of
        ([], _) -> Nothing
        (ds, n) -> Just (Number (MkNumber base ds), n + 2)
      Nothing -> Nothing
    hexOct _ = Nothing
    frac ('.' : t) = case digitsIn 10 t of
      ([], _) -> (Nothing, 0)
      (fs, n) -> (Just fs, n + 1)
    frac _ = (Nothing, 0)
    expo (e : t) | e == 'e' || e == 'E' = case t of
      '-' : u -> signed negate 2 u
      '+' : u -> signed (\x -> x) 2 u
      u -> signed (\x -> x) 1 u
    expo _ = (Nothing, 0)
    signed f k u = case digitsIn 10 u of
      ([], _) -> (Nothing, 0)
      (ds, n) -> (Just (f (val 10 ds)), n + k)

baseChar :: Char -> Maybe Int
baseChar c
  | c == 'x' || c == 'X' = Just 16
  | c == 'o' || c == 'O' = Just 8
  | True = Nothing

-- | The digits of a base at the front (maximal munch), and how many.
digitsIn :: Int -> String -> ([Int], Int)
digitsIn base (c : cs) | Just d <- valDig base c = case digitsIn base cs of
  (ds, n) -> (d : ds, n + 1)
digitsIn _ _ = ([], 0)

valDig :: Int -> Char -> Maybe Int
valDig 16 c
  | isDigit10 c = Just (ord c - ord '0')
  | c >= 'a' && c <= 'f' = Just (ord c - ord 'a' + 10)
  | c >= 'A' && c <= 'F' = Just (ord c - ord 'A' + 10)
  | True = Nothing
valDig base c = if c >= '0' && ord c < ord '0' + base then Just (ord c - ord '0') else Nothing

-- | The value of digits in a base.
val :: Integer -> [Int] -> Integer
val base = go 0
  where
    go acc [] = acc
    go acc (d : ds) = go (acc * base + toInteger d) ds

-- | @Text.Read.Lex.numberToFixed_$sgo@: base's @valInteger@ loop, @go digits length
-- base@, which pairs up digits (squaring the base) while there are more than 40.
numberToFixedGo :: [Integer] -> Int# -> Integer -> Integer
numberToFixedGo ds l b = go b (I# l) ds
  where
    go _ _ [] = 0
    go _ _ [d] = d
    go base n xs
      | n > 40 = go (base * base) ((n + 1) `quot` 2)
                   (combine base (if even n then xs else 0 : xs))
      | True = simple base xs
    combine base (d1 : d2 : rest) = numberToFixedCombine d1 d2 rest base
    combine _ [] = []
    combine _ _ = errorWithoutStackTrace "this should not happen"
    simple base = foldl'' (\r d -> r * base + d) 0

-- | @Text.Read.Lex.numberToFixed_$scombine d1 d2 rest base@: @combine base (d1:d2:rest)@.
numberToFixedCombine :: Integer -> Integer -> [Integer] -> Integer -> [Integer]
numberToFixedCombine d1 d2 rest base = let d = d1 * base + d2 in d `seq` (d : more rest)
  where
    more (x : y : r) = numberToFixedCombine x y r base
    more [] = []
    more _ = errorWithoutStackTrace "this should not happen"

------------------------------------------------------------------------------------------
-- Small list helpers (Prelude-free)

drop' :: Int -> [a] -> [a]
drop' n xs = if n <= 0 then xs else case xs of
  [] -> []
  _ : t -> drop' (n - 1) t

reverse' :: [a] -> [a]
reverse' = go []
  where
    go acc [] = acc
    go acc (x : xs) = go (x : acc) xs

stripPrefix' :: String -> String -> Maybe String
stripPrefix' [] s = Just s
stripPrefix' (p : ps) (c : cs) | p == c = stripPrefix' ps cs
stripPrefix' _ _ = Nothing

foldl'' :: (b -> a -> b) -> b -> [a] -> b
foldl'' _ z [] = z
foldl'' f z (x : xs) = let z' = f z x in z' `seq` foldl'' f z' xs

integerToInt :: Integer -> Int
integerToInt = fromInteger
