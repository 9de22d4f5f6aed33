-- A small stack machine: an ADT of instructions, a State-like fold over a record,
-- a Data.Map of registers, error handling with Either, and a trace of outputs.
module P15Machine where

import qualified Data.Map as M

data Instr = Push Int | Pop | AddI | SubI | MulI | Dup | Swap | Store String | Load String
           | JmpIfZero Int | Jmp Int | Print | Halt
  deriving (Show, Eq)

data VM = VM { pc :: Int, stack :: [Int], regs :: M.Map String Int, out :: [String], ticks :: Int }

stepVM :: [Instr] -> VM -> Either String VM
stepVM prog vm
  | pc vm < 0 || pc vm >= length prog = Left ("pc out of range " ++ show (pc vm))
  | otherwise = exec (prog !! pc vm)
  where
    next v = Right v { pc = pc v + 1, ticks = ticks v + 1 }
    st = stack vm
    exec (Push n) = next vm { stack = n : st }
    exec Pop = pop1 (\_ r -> next vm { stack = r })
    exec AddI = pop2 (\a b r -> next vm { stack = b + a : r })
    exec SubI = pop2 (\a b r -> next vm { stack = b - a : r })
    exec MulI = pop2 (\a b r -> next vm { stack = b * a : r })
    exec Dup = pop1 (\a r -> next vm { stack = a : a : r })
    exec Swap = pop2 (\a b r -> next vm { stack = b : a : r })
    exec (Store x) = pop1 (\a r -> next vm { stack = r, regs = M.insert x a (regs vm) })
    exec (Load x) = maybe (Left ("unbound " ++ x)) (\v -> next vm { stack = v : st }) (M.lookup x (regs vm))
    exec (JmpIfZero t) = pop1 (\a r -> if a == 0 then Right vm { pc = t, stack = r, ticks = ticks vm + 1 } else next vm { stack = r })
    exec (Jmp t) = Right vm { pc = t, ticks = ticks vm + 1 }
    exec Print = pop1 (\a r -> next vm { stack = r, out = show a : out vm })
    exec Halt = Left "halt"
    pop1 k = case st of
      a : r -> k a r
      _ -> Left "stack underflow"
    pop2 k = case st of
      a : b : r -> k a b r
      _ -> Left "stack underflow"

run :: [Instr] -> VM -> (String, VM)
run prog vm = case stepVM prog vm of
  Left msg -> (msg, vm)
  Right vm' -> run prog vm'

-- sum of i*i for i = n down to 1, printing every partial sum
sumSquares :: Int -> [Instr]
sumSquares n =
  [ Push n, Store "i", Push 0, Store "acc"
  , Load "i", JmpIfZero 17
  , Load "i", Dup, MulI, Load "acc", AddI, Dup, Print, Store "acc"
  , Load "i", Push 1, SubI, Store "i", Jmp 4 ] -- index 17 is Store "i"; loop exits through it
  ++ [Halt]

p15 :: String
p15 =
  let (msg, vm) = run (sumSquares 15000) (VM 0 [] M.empty [] 0)
      (msg2, _) = run [Push 1, AddI] (VM 0 [] M.empty [] 0)
   in msg ++ " " ++ show (ticks vm, M.toList (regs vm), take 3 (out vm), length (out vm))
        ++ " " ++ msg2
