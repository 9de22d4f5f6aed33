module WriterLog where

newtype Writer a = Writer (a, [String])

instance Functor Writer where
  fmap f (Writer (a, w)) = Writer (f a, w)
instance Applicative Writer where
  pure a = Writer (a, [])
  Writer (f, w1) <*> Writer (a, w2) = Writer (f a, w1 ++ w2)
instance Monad Writer where
  Writer (a, w) >>= k = let Writer (b, w') = k a in Writer (b, w ++ w')

tell :: String -> Writer ()
tell s = Writer ((), [s])

factW :: Int -> Writer Int
factW 0 = do { tell "fact 0 = 1"; return 1 }
factW n = do
  r <- factW (n - 1)
  let v = n * r
  tell ("fact " ++ show n ++ " = " ++ show v)
  return v

run :: String
run = let Writer (v, logs) = factW 5 in unlines logs ++ show v
