module CountingSort where

import Data.Char (ord, chr)

countSort :: String -> String
countSort s = concat [replicate (count c) c | c <- map chr [ord 'a' .. ord 'z']]
  where count c = length (filter (== c) s)

run :: String
run = countSort "thequickbrownfoxjumpsoverthelazydog"
