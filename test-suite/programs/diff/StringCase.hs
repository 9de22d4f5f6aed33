module StringCase where

command :: String -> String
command s = case words s of
  ["hello"] -> "hi there"
  ["add", a, b] -> show (read a + read b :: Int)
  ("echo" : rest) -> unwords rest
  [] -> "empty"
  _ -> "unknown: " ++ s

greet :: String -> String
greet "admin" = "welcome back"
greet ('_' : _) = "hidden"
greet name = "hello " ++ name

run :: String
run = unlines (map command ["hello", "add 2 40", "echo a  b c", "", "launch rockets"]) ++ unwords (map greet ["admin", "_x", "sam"])
