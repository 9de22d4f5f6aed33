\documentclass{article}
\begin{document}
A literate module in LaTeX style.
\begin{code}
module Latex where

clampTo :: Int -> Int -> Int
clampTo hi x = if x > hi then hi else x
\end{code}
\end{document}
