f :: Int -> Int
f x = if x > 5 then x else 0

main :: IO ()
main = print (f 7)
