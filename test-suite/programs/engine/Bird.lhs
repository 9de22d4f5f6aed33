A literate module in bird style: the code lines are those behind "> ".

> module Bird where

> bump :: Int -> Int
> bump x = if x > 10 then x - 10 else x + 1
