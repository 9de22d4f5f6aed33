-- String processing: lines/words/unlines, show, concatMap, a Caesar cipher,
-- run-length encoding, palindromes, and a simple text justifier.
module P07Strings where

import Data.Char (isAlpha, isUpper, toUpper, toLower, ord, chr, isSpace)
import Data.List (intercalate, isPrefixOf, isInfixOf)

text :: String
text = unlines [ "Line " ++ show i ++ ": " ++ sentence i | i <- [1 .. 2000 :: Int] ]
  where
    sentence i = unwords (take (3 + i `mod` 6) (drop (i `mod` 5) ws))
    ws = words "Able was I ere I saw Elba and a man a plan a canal Panama rotor level kayak"

caesar :: Int -> String -> String
caesar n = map shift
  where
    shift c
      | isAlpha c && isUpper c = rot 'A' c
      | isAlpha c = rot 'a' c
      | otherwise = c
    rot base c = chr (ord base + (ord c - ord base + n) `mod` 26)

rle :: String -> [(Char, Int)]
rle [] = []
rle (c : cs) = let (same, rest) = span (== c) cs in (c, 1 + length same) : rle rest

unrle :: [(Char, Int)] -> String
unrle = concatMap (\(c, n) -> replicate n c)

isPal :: String -> Bool
isPal s = let t = map toLower (filter isAlpha s) in t == reverse t

justify :: Int -> [String] -> [String]
justify width = go
  where
    go [] = []
    go ws = let (line, rest) = fill ws 0 [] in unwords line : go rest
    fill [] _ acc = (reverse acc, [])
    fill (x : xs) n acc
      | null acc = fill xs (length x) [x]
      | n + 1 + length x > width = (reverse acc, x : xs)
      | otherwise = fill xs (n + 1 + length x) (x : acc)

titleCase :: String -> String
titleCase = unwords . map cap . words
  where cap (c : cs) = toUpper c : map toLower cs
        cap [] = []

p07 :: String
p07 =
  let ls = lines text
      enc = caesar 13 text
   in show (length ls, length (words text), length (filter isPal (words text)))
        ++ " " ++ show (caesar 13 enc == text)
        ++ " " ++ show (take 8 (rle (concatMap (\c -> replicate (ord c `mod` 4 + 1) c) (take 400 text))))
        ++ " " ++ show (unrle (rle text) == text)
        ++ " " ++ show (length (filter ("a " `isPrefixOf`) (map (dropWhile (not . isSpace)) ls)), length (filter ("canal" `isInfixOf`) ls))
        ++ " " ++ intercalate "|" (take 4 (justify 30 (words text)))
        ++ " " ++ titleCase (ls !! 17)
        ++ " " ++ show (take 60 enc)
