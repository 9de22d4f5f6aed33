-- A record update that passes a field it never looks at through to its result.
module RecordUpdate where

data Person = Person { name :: String, age :: Int } deriving (Show, Eq)

birthday :: Person -> Person
birthday p = p { age = age p + 1 }
