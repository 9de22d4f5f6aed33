-- Data.Array values as results, printed as GHC's show prints them (report/value.rs,
-- write_array): indices of Int, (Int, Int), Char, Bool, Integer, negative bounds,
-- an empty array, an array inside a constructor.
module Arrays where
import Data.Array
a1 :: Array Int Int
a1 = listArray (0, 4) [10, 20, 30, 40, 50]
a2 :: Array (Int, Int) Char
a2 = listArray ((0,0),(1,2)) "abcdef"
a3 :: Array Char String
a3 = listArray ('a','c') ["x", "y", "z"]
a4 :: Array Bool (Maybe Int)
a4 = listArray (False, True) [Nothing, Just (-3)]
a5 :: Maybe (Array Int Int)
a5 = Just (listArray (-2, -1) [7, 8])
a6 :: Array Int Int
a6 = accumArray (+) 0 (1, 3) [(1, 5), (3, 2), (1, 1)]
a7 :: Array Integer Double
a7 = listArray (5, 6) [1.5, -2]
a8 :: Array Int Int
a8 = listArray (1, 0) []
