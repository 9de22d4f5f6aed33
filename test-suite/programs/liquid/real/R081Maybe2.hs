-- G2-EXPECT: mapMaybeP safe
-- G2-EXPECT: firstPos safe
-- G2-EXPECT: firstPosBad concrete
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--expect-any-error" @-}
module R081Maybe2 where

{-@ findP :: forall <p :: Int -> Bool>. (Int -> Bool) -> [Int<p>] -> Maybe (Int<p>) @-}
findP :: (Int -> Bool) -> [Int] -> Maybe Int
findP _ [] = Nothing
findP f (x : xs) = if f x then Just x else findP f xs

{-@ mapMaybeP :: forall <p :: Int -> Bool>. Maybe (Int<p>) -> Int<p> -> Int<p> @-}
mapMaybeP :: Maybe Int -> Int -> Int
mapMaybeP Nothing d = d
mapMaybeP (Just x) _ = x

{-@ firstPos :: [{v:Int | v > 0}] -> {v:Int | v > 0} @-}
firstPos :: [Int] -> Int
firstPos xs = mapMaybeP (findP even xs) 1

-- Bug: the default 0 is not positive: firstPosBad [].
{-@ firstPosBad :: [{v:Int | v > 0}] -> {v:Int | v > 0} @-}
firstPosBad :: [Int] -> Int
firstPosBad xs = mapMaybeP (findP even xs) 0
