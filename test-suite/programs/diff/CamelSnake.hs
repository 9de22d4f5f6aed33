module CamelSnake where

import Data.Char (isUpper, toLower, toUpper)

toSnake :: String -> String
toSnake = concatMap (\c -> if isUpper c then ['_', toLower c] else [c])

toCamel :: String -> String
toCamel s = case splitU s of
  [] -> []
  (w : ws) -> w ++ concatMap cap ws
  where cap [] = []
        cap (c : cs) = toUpper c : cs
        splitU str = case break (== '_') str of
          (a, []) -> [a]
          (a, _ : r) -> a : splitU r

run :: String
run = toSnake "parseHttpRequestHeader" ++ " " ++ toCamel "get_user_by_id" ++ " " ++ toCamel (toSnake "roundTripName")
