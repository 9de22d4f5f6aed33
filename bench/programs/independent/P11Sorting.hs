-- Sorting and grouping: Data.List sort, sortBy/sortOn with comparing, groupBy,
-- nub, partition, insertBy, and a ranking of student records.
module P11Sorting where

import Data.List (sort, sortBy, sortOn, groupBy, nub, partition, insertBy, maximumBy)
import Data.Ord (comparing, Down (..))
import Data.Function (on)

data Student = Student { sname :: String, grade :: Int, score :: Int } deriving (Show, Eq)

students :: [Student]
students = [Student ("s" ++ show i) (1 + i `mod` 6) ((i * 7919 + 13) `mod` 101) | i <- [1 .. 15000 :: Int]]

byGrade :: [[Student]]
byGrade = groupBy ((==) `on` grade) (sortOn grade students)

topPerGrade :: [(Int, String, Int)]
topPerGrade = [ (grade s, sname s, score s) | g <- byGrade, let s = maximumBy (comparing score <> comparing (Down . sname)) g ]

ranking :: [(String, Int)]
ranking = take 10 [ (sname s, score s) | s <- sortBy (comparing (Down . score) <> comparing sname) students ]

numbers :: [Int]
numbers = [ (i * 1103515245 + 12345) `mod` 10007 | i <- [1 .. 40000] ]

runs :: [Int] -> [Int]
runs = map length . groupBy (<=) 

medianOf :: [Int] -> Int
medianOf xs = sort xs !! (length xs `div` 2)

p11 :: String
p11 =
  show topPerGrade
    ++ " " ++ show ranking
    ++ " " ++ show (take 10 (sort numbers), medianOf numbers)
    ++ " " ++ show (length (nub (map (`mod` 500) numbers)))
    ++ " " ++ show (let (ev, od) = partition even numbers in (length ev, sum od))
    ++ " " ++ show (foldr (insertBy (comparing negate)) [] (take 1500 numbers) !! 5)
    ++ " " ++ show (maximum (runs numbers), length (runs numbers))
    ++ " " ++ show (map (\g -> (head g, length g)) (take 5 (groupBy ((==) `on` (`div` 1000)) (sort numbers))))
