module NumPalindromes where

isPal :: Int -> Bool
isPal n = let s = show n in s == reverse s

run :: String
run = show (filter isPal [100 .. 200]) ++ " " ++ show (maximum [p | a <- [10 .. 99], b <- [a .. 99], let p = a * b, isPal p])
