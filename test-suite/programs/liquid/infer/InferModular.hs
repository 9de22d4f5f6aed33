-- infer: prop_dup --modular
-- g2 infer --modular: helpers without annotations, as in the thesis's benchmarks.
-- Under --modular they start with the plain types of their Haskell signatures
-- (LiquidHaskell's `true`), so prop_dup's check abstracts dup, and dup's abstracts app.
--
-- Expected, top-down:
--   dup :: x1:[a] -> {v:[a] | len v = 2 * len x1}
--   app :: x1:[a] -> x2:[a] -> {v:[a] | len v = len x1 + len x2}
-- Why: prop_dup needs length (dup xs) == 2 * length xs exactly, so dup's result must
-- have exactly twice the length (the weakest linear relation over len xs and len v
-- that implies it). dup xs = app xs xs meets that only if app's result has
-- len xs + len xs elements on that call, and app's own check (recursive call
-- abstracted) needs the general relation len v = len x1 + len x2 to be inductive.
-- The Haskell signatures have no binders, so inference names the arguments x1, x2.
module InferModular where

app :: [a] -> [a] -> [a]
app [] ys = ys
app (x : xs) ys = x : app xs ys

dup :: [a] -> [a]
dup xs = app xs xs

{-@ prop_dup :: [Int] -> {v:Bool | v} @-}
prop_dup :: [Int] -> Bool
prop_dup xs = length (dup xs) == 2 * length xs
