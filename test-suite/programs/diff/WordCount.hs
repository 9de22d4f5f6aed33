module WordCount where

text :: String
text = "the cat sat on the mat\nthe dog sat too\n\nend"

run :: String
run = show (length (lines text), length (words text), length text) ++ "\n" ++ unwords (reverse (words text))
