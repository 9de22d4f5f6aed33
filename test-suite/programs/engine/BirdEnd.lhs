Prose before the code.

> module BirdEnd where

> g :: Int -> Int
> g x = x * 2

Prose after the code, and no newline at the end.