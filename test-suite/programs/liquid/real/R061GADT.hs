-- G2-EXPECT: mkSized safe
-- G2-EXPECT: sizedLen safe
-- G2-EXPECT: mkSizedBad concrete blame=Sized
{-@ LIQUID "--expect-any-error" @-}
module R061GADT where

data Sized a = Sized Int [a]
  deriving (Show, Eq)

{-@ data Sized a where
      Sized :: n:Nat -> {xs:[a] | len xs = n} -> Sized a
  @-}

{-@ mkSized :: [a] -> Sized a @-}
mkSized :: [a] -> Sized a
mkSized xs = Sized (length xs) xs

{-@ sizedLen :: Sized a -> Nat @-}
sizedLen :: Sized a -> Int
sizedLen (Sized n _) = n

-- Bug: the stored size counts one extra: mkSizedBad [].
{-@ mkSizedBad :: [a] -> Sized a @-}
mkSizedBad :: [a] -> Sized a
mkSizedBad xs = Sized (length xs + 1) xs
