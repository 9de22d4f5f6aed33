-- G2-EXPECT: incrA safe
-- G2-EXPECT: decrA concrete
-- G2-CHECK: decrA \x r -> r >= x
module R179Legacy where

{-@ assert incrA :: x:Int -> {v:Int | v > x} @-}
incrA :: Int -> Int
incrA x = x + 1

-- Bug: the legacy assert form is checked too: decrA 0 = 0.
{-@ assert decrA :: x:Int -> {v:Int | v < x} @-}
decrA :: Int -> Int
decrA x = x * 1
