module AsPatterns where

dupFirst :: [a] -> [a]
dupFirst all'@(x : _) = x : all'
dupFirst [] = []

compress :: Eq a => [a] -> [a]
compress (x : rest@(y : _)) | x == y = compress rest
                            | otherwise = x : compress rest
compress xs = xs

run :: String
run = show (dupFirst "abc") ++ show (compress [1, 1, 2, 3, 3, 3, 1 :: Int]) ++ show (compress "")
