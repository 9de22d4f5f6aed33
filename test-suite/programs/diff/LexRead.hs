-- lex, as hand-written Read instances use it (gather's loop is a model); checked
-- against GHC.
module LexRead where
x1 :: [(String, String)]
x1 = lex "  hello world"
x2 :: [[(String, String)]]
x2 = map lex ["123abc", "'a' rest", "\"str\" x", "<= 3", "", "(x)", "1.5e3 y"]
data Op = Plus | Minus deriving Show
instance Read Op where
  readsPrec _ s = [(op, rest) | (tok, rest) <- lex s, op <- case tok of { "+" -> [Plus]; "-" -> [Minus]; _ -> [] }]
x3 :: [Op]
x3 = map read ["+", " - "]

run :: String
run = show (x1, x2, x3)
