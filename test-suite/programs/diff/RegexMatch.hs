module RegexMatch where

-- Kernighan & Pike: c . ^ $ *
match :: String -> String -> Bool
match ('^' : re) t = matchHere re t
match re t = matchHere re t || (not (null t) && match re (tail t))

matchHere :: String -> String -> Bool
matchHere [] _ = True
matchHere (c : '*' : re) t = matchStar c re t
matchHere "$" t = null t
matchHere (c : re) (x : xs) | c == '.' || c == x = matchHere re xs
matchHere _ _ = False

matchStar :: Char -> String -> String -> Bool
matchStar c re t = matchHere re t || case t of
  (x : xs) | c == '.' || c == x -> matchStar c re xs
  _ -> False

run :: String
run = show [match "ab*c" "xxacyy", match "^ab" "cab", match "a.c$" "zzabc", match "^a*$" "aaab", match "b.*e" "abcde"]
