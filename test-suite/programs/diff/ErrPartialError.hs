-- error partially applied: a function value until its message arrives.
module ErrPartialError where

partial :: String -> Int
partial = error

check :: Int -> Int
check x = either error id (if x > 3 then Left ("too big: " ++ show x) else Right x)

run :: [Int]
run = [partial `seq` 1, check 2, check 5]
