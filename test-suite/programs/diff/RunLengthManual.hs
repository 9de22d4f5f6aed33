module RunLengthManual where

encode :: String -> [(Char, Int)]
encode [] = []
encode (c : cs) = let (same, rest) = span (== c) cs in (c, 1 + length same) : encode rest

decode :: [(Char, Int)] -> String
decode [] = []
decode ((c, n) : xs) = replicate n c ++ decode xs

run :: String
run = let e = encode "xxxyzzzzyy" in show e ++ " " ++ decode e ++ " " ++ show (encode "")
