-- Higher-order inputs range over the module's own functions of the right type.
module HigherOrder where
inc :: Int -> Int
inc x = x + 1
dbl :: Int -> Int
dbl x = x * 2
neg :: Int -> Int
neg x = 0 - x
applyTwice :: (Int -> Int) -> Int -> Int
applyTwice f x = f (f x)
firstWord :: String -> String
firstWord s = takeWhile (/= ' ') s
