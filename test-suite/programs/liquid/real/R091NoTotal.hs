-- G2-EXPECT: fromSingleton safe
-- G2-EXPECT: firstTwo safe
-- G2-EXPECT: secondBad concrete blame=head
{-@ LIQUID "--no-totality" @-}
module R091NoTotal where

-- Incomplete patterns are allowed under --no-totality.
{-@ fromSingleton :: [a] -> a @-}
fromSingleton :: [a] -> a
fromSingleton [x] = x

{-@ firstTwo :: [a] -> (a, a) @-}
firstTwo :: [a] -> (a, a)
firstTwo (x : y : _) = (x, y)

-- Bug: head's default spec still applies: secondBad [0].
{-@ secondBad :: [a] -> a @-}
secondBad :: [a] -> a
secondBad (_ : xs) = head xs
