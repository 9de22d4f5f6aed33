-- G2-EXPECT: safeDivE safe
-- G2-EXPECT: collect safe
module R064Either where

{-@ safeDivE :: Int -> Int -> Either String Int @-}
safeDivE :: Int -> Int -> Either String Int
safeDivE _ 0 = Left "divide by zero"
safeDivE x y = Right (x `div` y)

{-@ collect :: [Either String Int] -> [Int] @-}
collect :: [Either String Int] -> [Int]
collect es = [x | Right x <- es]
