-- | read of text that is no value of a derived type fails with GHC's error
-- (Prelude.read: no parse).
module ReadNoParse where

data Op = Push Int | Pop deriving (Read, Show)

program :: [Op]
program = map read ["Push 1", "Pop", "Push 2", "Jump 3"]

run :: String
run = concatMap show program
