-- Everyday functions of Data.List, Data.Char, Data.Maybe, Data.Either, Data.Bits,
-- Data.Int/Word and containers, written as programs use them; checked against GHC.
-- subsequences, permutations (base's order), isSubsequenceOf, genericLength and
-- iterate' reach base code without unfoldings (models).
module ListsBase where
import Data.List
import Data.Char
import Data.Maybe
import Data.Either
import Data.Bits
import Data.Int
import Data.Word
import qualified Data.Map.Strict as MS
import qualified Data.Set as S
l01 = subsequences [1,2,3 :: Int]
l02 = permutations [1,2,3 :: Int]
l03 = isSubsequenceOf "ace" "abcde"
l04 = sortOn negate [3,1,2 :: Int]
l05 = foldl1' max [3,9,2 :: Int]
l06 = zipWith3 (\a b c -> a+b+c) [1,2] [3,4] [5,6 :: Int]
l07 = unzip3 [(1,'a',True),(2,'b',False) :: (Int,Char,Bool)]
l08 = genericLength "abc" :: Integer
l09 = stripPrefix "foo" "foobar"
l10 = splitAt 2 [1..5 :: Int]
l11 = mapAccumL (\a x -> (a+x, a*x)) 0 [1..5 :: Int]
l12 = insertBy compare 3 [1,2,4,5 :: Int]
l13 = (dropWhileEnd isSpace "hi  ", findIndex (>3) [1..10 :: Int], elemIndices 'a' "banana")
l14 = (lookup 2 [(1,"a"),(2,"b")], zip3 [1 :: Int ..] "ab" [True,False], iterate' (*2) 1 !! 10 :: Int)
l15 = (words "  a b\tc\n", unwords ["x","y"], lines "a\nb\n", unlines ["p","q"])
l16 = (map toUpper "hello", map ord "AZ", chr 97, isAlpha 'é', isPunctuation '!', generalCategory 'a')
l17 = (fromMaybe 0 Nothing :: Int, catMaybes [Just 1, Nothing, Just (3 :: Int)], maybe 0 (+1) (Just (5 :: Int)), listToMaybe [1 :: Int], maybeToList (Just 'x'))
l18 = (lefts [Left 1, Right 'a', Left (2 :: Int)], either show (map toUpper) (Right "x" :: Either Int String), partitionEithers [Left 'a', Right (1 :: Int)])
l19 = (popCount (255 :: Int), shiftL (1 :: Int) 10, (.&.) 12 (10 :: Int), complement (0 :: Word8), testBit (5 :: Int) 0, countLeadingZeros (1 :: Int))
l20 = (fromIntegral (300 :: Int) :: Int8, fromIntegral (-1 :: Int) :: Word16, maxBound :: Int32, (200 :: Word8) + 100, div (-7) (2 :: Int64))
l21 = (MS.toList (MS.insertWith (+) 'a' 1 (MS.fromList [('a', 2 :: Int)])), MS.foldrWithKey (\k v acc -> k : acc) [] (MS.fromList [(1 :: Int,'x'),(2,'y')]), MS.elems (MS.adjust (*2) 1 (MS.fromList [(1 :: Int, 5 :: Int)])))
l22 = (S.toList (S.union (S.fromList "abc") (S.fromList "cde")), S.member 3 (S.fromList [1,2,3 :: Int]))
l23 = (show (Just (-3 :: Int)), read "[(1,\"a\")]" :: [(Int,String)], show 3.0e-2, show (2 :: Integer, 'c', "s"), reads "42 rest" :: [(Int,String)])
l24 = (gcd 12 18 :: Int, lcm 4 6 :: Int, 7 `divMod` (-2) :: (Int,Int), (-7) `quotRem` 2 :: (Int,Int), 2 ^ (10 :: Int) :: Int, fromIntegral (maxBound :: Int) + (1 :: Integer))
l25 = (truncate (10 / 3 :: Double) :: Int, round 2.5 :: Int, sqrt 2 :: Double, pi :: Double, floor (-0.5 :: Double) :: Integer, showFFloatish)
  where showFFloatish = show (fromIntegral (3 :: Int) / 7 :: Double)
l26 = (intercalate ", " ["a","b"], transpose ["abc","de"], group (sort "mississippi"), nub [3,1,3,2,1 :: Int], [1,2,3] \\ [2 :: Int], union [1,2] [2,3 :: Int], intersect [1,2,3] [2,3,4 :: Int])
l27 = (tails [1,2 :: Int], inits "ab", isInfixOf "ss" "mississippi", zip [1 :: Int ..] "abc", unfoldr (\n -> if n > 3 then Nothing else Just (n, n+1)) (1 :: Int), foldr (\x acc -> x : take 2 acc) [] [1..10 :: Int])
l28 = (replicate 3 'x', concat [[1],[2,3 :: Int]], concatMap show [1,2,3 :: Int], and [], or [True], any even [1,3 :: Int], all odd [1,3 :: Int], sum [] :: Int, product [1..10] :: Integer, maximum "hello", minimum [3,1,2 :: Int])
l29 = (take 3 (permutations [1 :: Int ..]) == [] , length (permutations [1..5 :: Int]), take 5 (subsequences [1 :: Int ..]), map (take 3) (take 4 (permutations "abcd")))
l30 = (take 4 (iterate' (`div` 2) (100 :: Int)), genericLength [(), ()] :: Double, isSubsequenceOf [1,3 :: Int] [3,1])

run :: String
run = show (l01, l02, l03, l04, l05, l06, l07, l08, l09, l10) ++ show (l11, l12, l13, l14, l15, l16, l17, l18, l19, l20)
  ++ show (l21, l22, l23, l24, l25, l26, l27, l28, l29, l30)
