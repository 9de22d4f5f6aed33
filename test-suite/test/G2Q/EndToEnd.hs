{-# LANGUAGE QuasiQuotes, TemplateHaskell #-}
{-# OPTIONS_GHC -fplugin=G2.Plugin #-}
-- | Queries run on the engine for real (the g2q suite's "engine" group). The predicates
-- use this module's functions and a data type of this module with derivingG2Rep.
--
-- A query may come before a top-level splice: its predicate is placed right after its
-- declaration, in the same declaration group ('beforeTheSplice').
module G2Q.EndToEnd where

import Data.Char (isLower, isUpper, toUpper)
import Data.List (isPrefixOf, isSuffixOf, sort)
import qualified Data.Map as Map
import qualified Data.Set as Set

import G2.Query

data Colour = Red | Green | Blue Int
  deriving (Eq, Show)

predecessorOf :: Int -> IO (Maybe Int)
predecessorOf = [g2| \(k :: Int) -> ?(x :: Int) | x + 1 == k |]

$(derivingG2Rep ''Colour)

isBright :: Colour -> Bool
isBright (Blue n) = n > 10
isBright _ = False

triple :: Int -> Int
triple x = 3 * x

-- | A y strictly between lo and hi with y `mod` 7 == 3: the engine asks the caller for
-- two arguments, one node each.
inRange :: Int -> Int -> IO (Maybe Int)
inRange = [g2| \(lo :: Int) (hi :: Int) -> ?(y :: Int) | lo < y && y < hi && y `mod` 7 == 3 |]

-- | The x with x `div` d == q and x `mod` d == r: x = q * d + r, the only one when
-- r is a remainder of d (0 <= r < d for d > 0, d < r <= 0 for d < 0): the search
-- inverts base's floor division on a symbolic Int.
fromDivMod :: Int -> Int -> Int -> IO (Maybe Int)
fromDivMod = [g2| \(d :: Int) (q :: Int) (r :: Int) -> ?(x :: Int) | x `div` d == q && x `mod` d == r |]

headOfList :: [Int] -> IO (Maybe Int)
headOfList = [g2| \(xs :: [Int]) -> ?(x :: Int) | x == head xs |]

sumToN :: Int -> [Int] -> IO (Maybe [Int])
sumToN = [g2| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
            | sum ys == n && all (`elem` xs) ys && length ys >= 1 |]

sumToNQuery :: Int -> [Int] -> Query [Int]
sumToNQuery = [g2query| \(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])
                      | sum ys == n && all (`elem` xs) ys && length ys >= 1 |]

-- | The predicate sumToN's answers must satisfy, checked by the test with GHC.
sumToNHolds :: Int -> [Int] -> [Int] -> Bool
sumToNHolds n xs ys = sum ys == n && all (`elem` xs) ys && length ys >= 1

contradiction :: IO (Maybe Bool)
contradiction = [g2| ?(b :: Bool) | b && not b |]

tripleOf :: Int -> IO (Maybe Int)
tripleOf = [g2| \(k :: Int) -> ?(x :: Int) | triple x == k && x > 0 |]

brightOther :: Colour -> IO (Maybe Colour)
brightOther = [g2| \(c :: Colour) -> ?(d :: Colour) | isBright d && d /= c |]

takeQuery :: Int -> [Int] -> Query [Int]
takeQuery = [g2query| \(t :: Int) (xs :: [Int]) -> ?(ys :: [Int]) | ys == take t xs |]

-- | A function as the answer (issue 16): a symbolic function, sent as its table.
mapsTo :: [Int] -> [Int] -> IO (Maybe (Int -> Int))
mapsTo = [g2| \(xs :: [Int]) (ys :: [Int]) -> ?(f :: Int -> Int) | map f xs == ys |]

-- | An element deep inside an argument: the engine asks for the list node by node.
elementAt :: Int -> [Int] -> Query Int
elementAt = [g2query| \(i :: Int) (xs :: [Int]) -> ?(x :: Int) | x == xs !! i |]

-- | Maps and sets as arguments: containers' own lookup and member run on them.
keyOf :: Map.Map Int String -> String -> IO (Maybe Int)
keyOf = [g2| \(m :: Map.Map Int String) (v :: String) -> ?(k :: Int) | Map.lookup k m == Just v |]

bigMember :: Set.Set Int -> IO (Maybe Int)
bigMember = [g2| \(s :: Set.Set Int) -> ?(k :: Int) | Set.member k s && k > 5 |]

-- | Claims bounding a list by its length, then walking it (Note [Lengths of inputs] in
-- the engine's reduce/machine/spine.rs). None has an answer: a palindrome of three
-- begins and ends alike; sort keeps the length; "ab" before "cd" needs four characters.
palindromeEndsDiffer :: Query String
palindromeEndsDiffer = [g2query| ?(s :: String) | length s == 3 && s == reverse s && head s /= last s |]

sortedShorter :: Query [Int]
sortedShorter = [g2query| ?(xs :: [Int]) | length xs == 3 && sort xs == [1, 2] |]

prefixSuffixInThree :: Query String
prefixSuffixInThree = [g2query| ?(s :: String) | isPrefixOf "ab" s && isSuffixOf "cd" s && length s <= 3 |]

-- | ... and one with answers: a palindrome of five with an 'x' in the middle.
palindromeOfFive :: Query String
palindromeOfFive = [g2query| ?(s :: String) | length s == 5 && s == reverse s && s !! 2 == 'x' |]

-- | Upper-casing unknown characters: merged alternatives make `toUpper c` an
-- if-then-else value, whose comparisons interval reasoning decides (its sides lifted).
-- Both took the search over 20,000 states and 8-20 s before.
helloUpper :: Query String
helloUpper = [g2query| ?(w :: String) | length w == 5 && map toUpper w == "HELLO" |]

helloLower :: Query String
helloLower = [g2query| ?(w :: String) | w /= "HELLO" && all isLower w && map toUpper w == "HELLO" |]

-- | A symbolic set: built with Set.fromList from a symbolic list, so always valid.
setOfTwo :: Query (Set.Set Int)
setOfTwo = [g2query| ?(s :: Set.Set Int) | Set.size s == 2 && Set.member 3 s |]

-- | A symbolic map, built with Map.fromList from a symbolic list of pairs.
mapOfTwo :: Query (Map.Map Int Char)
mapOfTwo = [g2query| ?(m :: Map.Map Int Char) | Map.size m == 2 && Map.lookup 1 m == Just 'a' |]

-- | No answer: a map's filter keeps at most the map's entries, so a map of at most two
-- entries has no three positive values. A map input is a tree of a symbolic size
-- (Note [Trees of inputs]); in either order of the conjuncts, the splits on its
-- subtrees' sizes are checked as they are made, so the search ends (it gave up at its
-- time limit while it speculated past them).
filteredMapTooBig, filteredMapTooBigSwapped :: Query (Map.Map Int Int)
filteredMapTooBig =
  [g2query| ?(m :: Map.Map Int Int) | Map.size m <= 2 && Map.size (Map.filter (> 0) m) == 3 |]
filteredMapTooBigSwapped =
  [g2query| ?(m :: Map.Map Int Int) | Map.size (Map.filter (> 0) m) == 3 && Map.size m <= 2 |]

-- | Seed 002, Figure 3.6 (c): no y with 0 > y > 0.
between :: [Int] -> IO (Maybe Int)
between = [g2| \(xs :: [Int]) -> ?(y :: Int) | head xs > y && y > 0 |]

-- | Figure 3.8 (a): an infinite answer, of which the predicate looks at the head.
data InfList = InfCons Int InfList

$(derivingG2Rep ''InfList)

headInf :: InfList -> Int
headInf (InfCons x _) = x

takeInf :: Int -> InfList -> [Int]
takeInf 0 _ = []
takeInf n (InfCons x xs) = x : takeInf (n - 1) xs

infiniteWithHead :: Int -> IO (Maybe InfList)
infiniteWithHead = [g2| \(t :: Int) -> ?(ys :: InfList) | headInf ys == t |]

-- | Seed 002, Figure 3.9: no n has mult n 3 == 10, but the search unrolls mult on a
-- symbolic n forever (until the engine's time limit).
mult :: Int -> Int -> Int
mult 0 _ = 0
mult n m = m + mult (n - 1) m

multIsTen :: IO (Maybe Int)
multIsTen = [g2| ?(n :: Int) | mult n 3 == 10 |]

-- | An Integer argument the predicate needs only on one branch.
integerOnOneBranch :: Integer -> IO (Maybe Bool)
integerOnOneBranch = [g2| \(k :: Integer) -> ?(b :: Bool) | if b then True else k > 0 |]

-- | Partial arguments (issue 12, item 8): a record whose second field is never looked
-- at.
data Point = Point { pointX :: Int, pointY :: Int }

$(derivingG2Rep ''Point)

xOfPoint :: Point -> IO (Maybe Int)
xOfPoint = [g2| \(p :: Point) -> ?(x :: Int) | x == pointX p |]

-- | The second element of a list, which must exist: GHC forces the first tail only.
secondOf :: [Int] -> IO (Maybe Int)
secondOf = [g2| \(xs :: [Int]) -> ?(x :: Int) | x == xs !! 1 |]

-- | Full Unicode: the character whose upper case is the given one, beyond Latin-1.
upperOf :: Char -> IO (Maybe Char)
upperOf = [g2| \(u :: Char) -> ?(c :: Char) | toUpper c == u && c /= u |]

-- | ... and one not among the given exceptions (so the answer is unique for 'Σ').
upperOfExcept :: Char -> [Char] -> IO (Maybe Char)
upperOfExcept = [g2| \(u :: Char) (no :: [Char]) -> ?(c :: Char)
                   | toUpper c == u && c `notElem` no |]

-- | Two words in eight characters (probe s21 P4: isSpace on unknown characters split
-- eleven ways each, and the query ran out of time; Note [Decision trees]).
twoWordsInEight :: IO (Maybe String)
twoWordsInEight = [g2| ?(w :: String) | words w == ["hi", "there"] && length w == 8 |]

-- | The same, the length first, and through lines and unwords.
twoWordsLengthFirst :: IO (Maybe String)
twoWordsLengthFirst = [g2| ?(w :: String) | length w == 8 && words w == ["hi", "there"] |]

spacedLines :: IO (Maybe String)
spacedLines = [g2| ?(w :: String) | length w == 7 && map (unwords . words) (lines w) == ["a b", "c"] |]

-- | A string of two upper-case letters beyond Latin-1.
twoUpperBeyondLatin1 :: IO (Maybe String)
twoUpperBeyondLatin1 =
  [g2| ?(s :: String) | length (filter isUpper s) == 2 && all (> '\xff') s |]
