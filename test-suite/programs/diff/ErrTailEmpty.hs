module ErrTailEmpty where

dropHeader :: [String] -> [String]
dropHeader = tail

run :: String
run = show (length (dropHeader (lines "h\nrow1\nrow2"))) ++ show (dropHeader (lines ""))
