module ErrEitherFail where

parse :: String -> Either String Int
parse "one" = Right 1
parse "two" = Right 2
parse s = Left ("cannot parse " ++ s)

orDie :: Either String a -> a
orDie (Right a) = a
orDie (Left e) = error e

run :: String
run = show (sum (map (orDie . parse) ["one", "two", "three"]))
