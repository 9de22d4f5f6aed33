module ErrFoldr1Empty where

run :: String
run = show (foldr1 max ([] :: [Int]))
