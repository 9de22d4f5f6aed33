-- | Finding the @{-\@ ... \@-}@ annotation blocks of a Haskell source text. GHC-free.
--
-- Each block comes with the position of its first character after @{-\@@, so that the
-- parser ("G2.Liquid.Parse") reports errors at their place in the user's file.
--
-- Note [Literate sources]
-- ~~~~~~~~~~~~~~~~~~~~~~~
-- A @.lhs@ text is first "unlit" the way GHC's unlit does it, but keeping every line
-- and column: a bird-track line @> code@ becomes @  code@ (the @>@ replaced by a
-- space), lines inside @\\begin{code}@ .. @\\end{code}@ stay, and every other line
-- (prose, and the @\\begin@/@\\end@ lines themselves) becomes empty. Blocks are then
-- found in the unlit text, so their positions are positions in the @.lhs@ file.
--
-- Note [What is skipped]
-- ~~~~~~~~~~~~~~~~~~~~~~
-- A @{-\@@ only opens an annotation in code: not inside a string or character literal,
-- a line comment, or an ordinary (nested) block comment. An annotation ends at the
-- first @\@-}@. An annotation that never ends is reported at its opening.
module G2.Liquid.Extract
  ( Block (..)
  , isLiterate
  , unlit
  , extractBlocks
  , extractFile
  ) where

import Data.Char (isAlphaNum, isSpace)
import Data.List (isPrefixOf, isSuffixOf)

import G2.Liquid.Syntax (SrcPos (..))

-- | An annotation: where its text starts (just after @{-\@@) and the text up to the
-- closing @\@-}@ (exclusive).
data Block = Block { blockPos :: SrcPos, blockText :: String }
  deriving (Eq, Show)

isLiterate :: FilePath -> Bool
isLiterate = (".lhs" `isSuffixOf`)

-- | Note [Literate sources]
unlit :: String -> String
unlit = unlines . go False . lines
  where
    go _ [] = []
    go inCode (l : ls)
      | inCode = if isEnd l then "" : go False ls else l : go True ls
      | isBegin l = "" : go True ls
      | '>' : rest <- l = (' ' : rest) : go False ls
      | otherwise = "" : go False ls
    isBegin l = "\\begin{code}" `isPrefixOf` dropWhile isSpace l
    isEnd l = "\\end{code}" `isPrefixOf` dropWhile isSpace l

-- | The blocks of a file's text; literate when the path ends in @.lhs@. An unterminated
-- block is a 'Left' at its opening @{-\@@.
extractFile :: FilePath -> String -> Either (SrcPos, String) [Block]
extractFile path src =
  extractBlocks path (if isLiterate path then unlit src else src)

-- | Note [What is skipped]
extractBlocks :: FilePath -> String -> Either (SrcPos, String) [Block]
extractBlocks path = code 1 1 ' '
  where
    -- line, column, the previous character (to tell x' from 'x'), rest
    code :: Int -> Int -> Char -> String -> Either (SrcPos, String) [Block]
    code l c prev s = case s of
      [] -> Right []
      '{' : '-' : '@' : rest ->
        let start = SrcPos path l c
        in case annot (l, c + 3) rest "" of
             Nothing -> Left (start, "unterminated annotation: {-@ without a closing @-}")
             Just (txt, (l', c'), rest') ->
               (Block (SrcPos path l (c + 3)) txt :) <$> code l' c' '}' rest'
      '{' : '-' : rest -> blockComment (1 :: Int) l (c + 2) rest
      '-' : '-' : rest
        | (dashes, after) <- span (== '-') rest
        , not (startsWithSymbol after)
        , not (isSymbolChar prev) ->
            lineComment l (c + 2 + length dashes) after
      '"' : rest -> string l (c + 1) rest
      '\'' : rest
        | not (isAlphaNum prev || prev == '_' || prev == '\'')
        , Just n <- charLit rest -> advanceAll l (c + 1) (take n rest) (drop n rest) code
      ch : rest -> step l c ch $ \l' c' -> code l' c' ch rest

    -- {- ... -} (nested); a {-@ inside an ordinary comment is commented out
    blockComment :: Int -> Int -> Int -> String -> Either (SrcPos, String) [Block]
    blockComment 0 l c s = code l c '}' s
    blockComment d l c s = case s of
      [] -> Right []
      '-' : '}' : rest -> blockComment (d - 1) l (c + 2) rest
      '{' : '-' : rest -> blockComment (d + 1) l (c + 2) rest
      ch : rest -> step l c ch $ \l' c' -> blockComment d l' c' rest

    lineComment l c s = case s of
      [] -> Right []
      '\n' : rest -> code (l + 1) 1 '\n' rest
      ch : rest -> step l c ch $ \l' c' -> lineComment l' c' rest

    string l c s = case s of
      [] -> Right []
      '\\' : ch : rest -> step l (c + 1) ch $ \l' c' -> string l' c' rest
      '"' : rest -> code l (c + 1) '"' rest
      '\n' : rest -> code (l + 1) 1 '\n' rest  -- an unterminated string: GHC's problem
      ch : rest -> step l c ch $ \l' c' -> string l' c' rest

    -- the text of an annotation up to @-}
    annot (l, c) s acc = case s of
      [] -> Nothing
      '@' : '-' : '}' : rest -> Just (reverse acc, (l, c + 3), rest)
      ch : rest -> step l c ch $ \l' c' -> annot (l', c') rest (ch : acc)

    advanceAll l c [] rest k = k l c '\'' rest
    advanceAll l c (ch : cs) rest k = step l c ch $ \l' c' -> advanceAll l' c' cs rest k

    step :: Int -> Int -> Char -> (Int -> Int -> r) -> r
    step l c ch k = case ch of
      '\n' -> k (l + 1) 1
      '\t' -> k l (c + 8 - ((c - 1) `mod` 8))
      _ -> k l (c + 1)

-- | The length of a character literal's body including the closing quote, after the
-- opening one: @a'@, @\\n'@, @\\''@, @\\123'@.
charLit :: String -> Maybe Int
charLit s = case s of
  '\\' : rest -> case break (== '\'') rest of
    (esc, '\'' : _) | not (null esc), length esc <= 10, '\n' `notElem` esc -> Just (length esc + 2)
    _ -> Nothing
  ch : '\'' : _ | ch /= '\n' -> Just 2
  _ -> Nothing

isSymbolChar :: Char -> Bool
isSymbolChar ch = ch `elem` "!#$%&*+./<=>?@\\^|-~:"

startsWithSymbol :: String -> Bool
startsWithSymbol (ch : _) = isSymbolChar ch
startsWithSymbol [] = False
