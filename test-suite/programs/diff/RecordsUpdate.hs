module RecordsUpdate where

data Person = Person { pname :: String, age :: Int, email :: Maybe String } deriving (Show, Eq)

birthday :: Person -> Person
birthday p = p { age = age p + 1 }

run :: String
run = let ann = Person { pname = "Ann", age = 30, email = Nothing }
          ann' = (birthday ann) { email = Just "ann@example.org" }
       in show ann ++ "\n" ++ show ann' ++ "\n" ++ show (ann == ann', pname ann', map age [ann, ann'])
