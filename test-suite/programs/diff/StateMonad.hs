module StateMonad where

newtype State s a = State { runState :: s -> (a, s) }

instance Functor (State s) where
  fmap f (State g) = State $ \s -> let (a, s') = g s in (f a, s')
instance Applicative (State s) where
  pure a = State $ \s -> (a, s)
  State f <*> State g = State $ \s -> let (h, s1) = f s; (a, s2) = g s1 in (h a, s2)
instance Monad (State s) where
  State g >>= k = State $ \s -> let (a, s') = g s in runState (k a) s'

get :: State s s
get = State $ \s -> (s, s)

put :: s -> State s ()
put s = State $ \_ -> ((), s)

fresh :: State Int String
fresh = do
  n <- get
  put (n + 1)
  return ("v" ++ show n)

data Tree = Leaf | Node Tree Tree deriving Show

label :: Tree -> State Int [String]
label Leaf = fmap (: []) fresh
label (Node l r) = (++) <$> label l <*> label r

run :: String
run = show (runState (label (Node (Node Leaf Leaf) (Node Leaf (Node Leaf Leaf)))) 0)
