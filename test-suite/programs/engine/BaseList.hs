-- Small functions over base's list, Char and Show functions; their definitions come from
-- the models in haskell-plugin/src/G2/Models/ (base's interfaces have no unfoldings
-- for recursive functions). The tasty test BaseList runs the engine on each and checks
-- every answer with GHC.
module BaseList where

import Data.Char (isAlpha, isDigit, isLower, isSpace, isUpper)
import Data.List
  (delete, insert, insertBy, intersect, intersectBy, nub, nubBy, sort, sortBy, union, (\\))

-- Membership, lookup, equality and ordering
elemOf :: Int -> [Int] -> Bool
elemOf x xs = x `elem` xs

notElemOf :: Int -> [Int] -> Bool
notElemOf x xs = x `notElem` xs

lookupIn :: Int -> [(Int, Int)] -> Maybe Int
lookupIn = lookup

eqLists :: [Int] -> [Int] -> Bool
eqLists xs ys = xs == ys

neLists :: [Int] -> [Int] -> Bool
neLists xs ys = xs /= ys

cmpLists :: [Int] -> [Int] -> Ordering
cmpLists = compare

ltLists :: [Int] -> [Int] -> Bool
ltLists xs ys = xs < ys

leLists :: [Int] -> [Int] -> Bool
leLists xs ys = xs <= ys

gtLists :: [Int] -> [Int] -> Bool
gtLists xs ys = xs > ys

geLists :: [Int] -> [Int] -> Bool
geLists xs ys = xs >= ys

maxList :: [Int] -> [Int] -> [Int]
maxList = max

eqStrings :: String -> String -> Bool
eqStrings s t = s == t

-- Folds
filterPos :: [Int] -> [Int]
filterPos = filter (> 0)

anyNeg :: [Int] -> Bool
anyNeg = any (< 0)

allEven :: [Int] -> Bool
allEven = all even

andL :: [Bool] -> Bool
andL = and

orL :: [Bool] -> Bool
orL = or

sumL :: [Int] -> Int
sumL = sum

productL :: [Int] -> Int
productL = product

lengthL :: [Int] -> Int
lengthL = length

maximumL :: [Int] -> Int
maximumL = maximum

minimumL :: [Int] -> Int
minimumL = minimum

nullL :: [Int] -> Bool
nullL = null

foldrL :: [Int] -> Int
foldrL = foldr (-) 0

foldlL :: [Int] -> Int
foldlL = foldl (-) 0

-- Construction and slicing
reverseL :: [Int] -> [Int]
reverseL = reverse

appendL :: [Int] -> [Int] -> [Int]
appendL = (++)

takeL :: Int -> [Int] -> [Int]
takeL = take

dropL :: Int -> [Int] -> [Int]
dropL = drop

splitAtL :: Int -> [Int] -> ([Int], [Int])
splitAtL = splitAt

replicateL :: Int -> Int -> [Int]
replicateL = replicate

zipL :: [Int] -> [Int] -> [(Int, Int)]
zipL = zip

zipWithL :: [Int] -> [Int] -> [Int]
zipWithL = zipWith (+)

unzipL :: [(Int, Int)] -> ([Int], [Int])
unzipL = unzip

concatL :: [[Int]] -> [Int]
concatL = concat

concatMapL :: [Int] -> [Int]
concatMapL = concatMap (\x -> [x, x])

mapL :: [Int] -> [Int]
mapL = map (* 2)

indexL :: [Int] -> Int -> Int
indexL = (!!)

takeWhileL :: [Int] -> [Int]
takeWhileL = takeWhile (> 0)

dropWhileL :: [Int] -> [Int]
dropWhileL = dropWhile (> 0)

spanL :: [Int] -> ([Int], [Int])
spanL = span even

breakL :: [Int] -> ([Int], [Int])
breakL = break even

iterateL :: Int -> [Int]
iterateL x = take 3 (iterate (* 2) x)

repeatL :: Int -> [Int]
repeatL x = take 2 (repeat x)

cycleL :: [Int] -> [Int]
cycleL xs = take 3 (cycle xs)

headL :: [Int] -> Int
headL = head

lastL :: [Int] -> Int
lastL = last

initL :: [Int] -> [Int]
initL = init

-- Data.List
intersectL :: [Int] -> [Int] -> [Int]
intersectL = intersect

intersectByL :: [Int] -> [Int] -> [Int]
intersectByL = intersectBy (\a b -> a == b + 1)

nubL :: [Int] -> [Int]
nubL = nub

nubByL :: [Int] -> [Int]
nubByL = nubBy (\a b -> even a == even b)

sortL :: [Int] -> [Int]
sortL = sort

sortByL :: [Int] -> [Int]
sortByL = sortBy (flip compare)

insertL :: Int -> [Int] -> [Int]
insertL = insert

insertByL :: Int -> [Int] -> [Int]
insertByL = insertBy (flip compare)

deleteL :: Int -> [Int] -> [Int]
deleteL = delete

unionL :: [Int] -> [Int] -> [Int]
unionL = union

diffL :: [Int] -> [Int] -> [Int]
diffL = (\\)

wordsL :: String -> [String]
wordsL = words

unwordsL :: [String] -> String
unwordsL = unwords

linesL :: String -> [String]
linesL = lines

unlinesL :: [String] -> String
unlinesL = unlines

-- Characters
isDigitC :: Char -> Bool
isDigitC = isDigit

isSpaceC :: Char -> Bool
isSpaceC = isSpace

isAlphaC :: Char -> Bool
isAlphaC = isAlpha

isUpperC :: Char -> Bool
isUpperC = isUpper

isLowerC :: Char -> Bool
isLowerC = isLower

-- Show
showInt :: Int -> String
showInt = show

showInts :: [Int] -> String
showInts = show

showChar' :: Char -> String
showChar' = show

showString' :: String -> String
showString' = show

showPair :: (Int, Bool) -> String
showPair = show

showMaybe :: Maybe Int -> String
showMaybe = show
