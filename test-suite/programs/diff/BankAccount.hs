module BankAccount where

data Account = Account { owner :: String, balance :: Int } deriving Show

withdraw :: Int -> Account -> Either String Account
withdraw amt acc
  | amt <= 0 = Left "invalid amount"
  | amt > balance acc = Left ("insufficient funds for " ++ owner acc)
  | otherwise = Right acc { balance = balance acc - amt }

deposit :: Int -> Account -> Either String Account
deposit amt acc | amt <= 0 = Left "invalid amount"
                | otherwise = Right acc { balance = balance acc + amt }

run :: String
run = let a = Account "zoe" 100 in
  show (deposit 50 a >>= withdraw 120 >>= withdraw 10) ++ "\n" ++ show (withdraw 500 a >>= deposit 1) ++ "\n" ++ show (deposit 0 a)
