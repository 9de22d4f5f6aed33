-- G2-EXPECT: safeDivE safe
-- G2-EXPECT: fromRight' concrete blame=error
-- G2-EXPECT: collect safe
module R064Either where

{-@ safeDivE :: Int -> Int -> Either String Int @-}
safeDivE :: Int -> Int -> Either String Int
safeDivE _ 0 = Left "divide by zero"
safeDivE x y = Right (x `div` y)

-- Bug: a Left reaches error: fromRight' (Left "").
{-@ fromRight' :: Either String Int -> Int @-}
fromRight' :: Either String Int -> Int
fromRight' (Right x) = x
fromRight' (Left e) = error e

{-@ collect :: [Either String Int] -> [Int] @-}
collect :: [Either String Int] -> [Int]
collect es = [x | Right x <- es]
