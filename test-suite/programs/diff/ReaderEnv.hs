module ReaderEnv where

newtype Reader r a = Reader { runReader :: r -> a }

instance Functor (Reader r) where
  fmap f (Reader g) = Reader (f . g)
instance Applicative (Reader r) where
  pure = Reader . const
  Reader f <*> Reader g = Reader (\r -> f r (g r))
instance Monad (Reader r) where
  Reader g >>= k = Reader (\r -> runReader (k (g r)) r)

ask :: Reader r r
ask = Reader id

data Env = Env { verbose :: Bool, indent :: Int }

render :: String -> Reader Env String
render s = do
  env <- ask
  let pad = replicate (indent env) ' '
  return (if verbose env then pad ++ "[" ++ s ++ "]" else s)

run :: String
run = unlines [runReader (mapM render ["a", "b"]) (Env True 2) >>= id, runReader (render "quiet") (Env False 9)]
