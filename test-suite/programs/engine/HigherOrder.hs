-- Higher-order inputs: the module's own functions of the right type (--higher-order
-- module) and symbolic functions, tabulated as they are applied (the default).
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

-- Symbolic function inputs (issue 16): any function, tabulated as it is applied.
mapTo :: (Int -> Int) -> [Int] -> Bool
mapTo f xs = map f xs == [3, 5, 3]

filterKeepsAll :: (Int -> Bool) -> [Int] -> Bool
filterKeepsAll p xs = length (filter p xs) == length xs

insertWith :: (Int -> Int -> Ordering) -> Int -> [Int] -> [Int]
insertWith _ x [] = [x]
insertWith cmp x (y : ys) = case cmp x y of
  GT -> y : insertWith cmp x ys
  _ -> x : y : ys

sortWith :: (Int -> Int -> Ordering) -> [Int] -> [Int]
sortWith cmp = foldr (insertWith cmp) []

sorted :: [Int] -> Bool
sorted (a : b : rest) = a <= b && sorted (b : rest)
sorted _ = True

foldNonNeg :: (Int -> Int -> Int) -> [Int] -> Int
foldNonNeg step xs = foldr step 0 xs

data Handler = Handler { weight :: Int, handle :: Int -> Int }

runHandler :: Handler -> Int -> Int
runHandler h x = handle h (x + weight h)

pickWith :: (Maybe Int -> Char) -> Char
pickWith f = if f Nothing == 'n' && f (Just 2) == 'j' then 'y' else 'n'

ignoresArg :: (Int -> Int) -> Int
ignoresArg f = f undefined

twice :: (Int -> Int) -> Int -> Int
twice f = f . f

adder :: Int -> (Int -> Int)
adder n = (+ n)

decreasing :: (Double -> Double) -> Double -> Bool
decreasing f x = f x > 2 && f (x + 1) < f x
