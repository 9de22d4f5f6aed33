module RPN where

rpn :: String -> Either String Int
rpn = go [] . words
  where
    go [x] [] = Right x
    go st [] = Left ("bad stack " ++ show st)
    go (y : x : st) (t : ts) | t `elem` ["+", "-", "*"] = go (op t x y : st) ts
    go st (t : ts) | all (`elem` "0123456789") t = go (read t : st) ts
                   | otherwise = Left ("bad token " ++ t)
    op "+" = (+)
    op "-" = (-)
    op _ = (*)

run :: String
run = unlines (map (show . rpn) ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "1 2", "2 x +"])
