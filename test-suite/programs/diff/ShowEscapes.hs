module ShowEscapes where

run :: String
run = show "tab\there" ++ show "quote\"back\\slash" ++ show "newline\nend" ++ show '\'' ++ show "\1234\&5" ++ show "\SOH\&H" ++ show "caf\233"
  ++ "\n" ++ show ['\0', '\DEL', '\200'] ++ show "unicode \955x"
