module VendingMachine where

data St = Idle | Paid Int | Vend deriving (Show, Eq)
data Ev = Coin Int | Push | Cancel deriving Show

step :: St -> Ev -> (St, String)
step Idle (Coin n) = (Paid n, "credit " ++ show n)
step (Paid k) (Coin n) = (Paid (k + n), "credit " ++ show (k + n))
step (Paid k) Push | k >= 50 = (Vend, "vend, change " ++ show (k - 50))
                   | otherwise = (Paid k, "need " ++ show (50 - k))
step (Paid k) Cancel = (Idle, "refund " ++ show k)
step Vend _ = (Idle, "reset")
step s e = (s, "ignored " ++ show e)

runAll :: St -> [Ev] -> [String]
runAll _ [] = []
runAll s (e : es) = let (s', out) = step s e in out : runAll s' es

run :: String
run = unlines (runAll Idle [Push, Coin 20, Push, Coin 40, Push, Coin 5, Coin 10, Cancel])
