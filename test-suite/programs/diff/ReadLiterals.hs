-- | Derived Read over Char and String fields: Text.Read.Lex's escapes (\n, \t, \",
-- numeric, \x and \o, control \^A, ASCII names, \SOH versus \SO), string gaps and \&.
module ReadLiterals where

data Msg = Msg Char String deriving (Read, Show)

inputs :: [String]
inputs =
  [ "Msg 'a' \"hello\""
  , "Msg '\\n' \"tab\\there\""
  , "Msg '\\'' \"quote\\\"s\""
  , "Msg '\\65' \"\\x41\\o101\\66\""
  , "Msg '\\^A' \"\\SOH\\SO\\&H\\DEL\""
  , "Msg '\\NUL' \"gap\\   \\ped\""
  , "Msg ''' \"bad\""
  , "Msg 'ab' \"bad\""
  , "Msg 'x' \"unterminated"
  , "Msg '\\1114112' \"too big\""
  ]

run :: String
run = show (map (\s -> reads s :: [(Msg, String)]) inputs)
  ++ show (read "[('x', \"y\"), ('\\\\', \"\")]" :: [(Char, String)])
