-- | An independent reader of docs/wire-format.md that checks a file's structure
-- (every tag, every index in range, the trailer, nothing after it) and computes the
-- census from the bytes. Comparing it with the census the plugin computed from GHC's
-- Core checks the serializer without the Rust engine.
module WireCensus (wireCensus) where

import Control.Monad (replicateM, replicateM_, unless, when)
import Control.Monad.State.Strict (StateT, evalStateT, get, lift, modify', put)
import Data.Bits (shiftL, (.|.))
import qualified Data.ByteString as BS
import qualified Data.ByteString.Char8 as BC
import qualified Data.Map.Strict as M
import Data.Word (Word32)

data R = R { rBytes :: !BS.ByteString, rCensus :: !(M.Map String Int)
           , rNStrings :: !Int, rNNames :: !Int }

type P = StateT R (Either String)

failP :: String -> P a
failP msg = do
  r <- get
  lift (Left (msg ++ " (" ++ show (BS.length (rBytes r)) ++ " bytes left)"))

take' :: Int -> P BS.ByteString
take' n = do
  r <- get
  when (BS.length (rBytes r) < n) $ failP "truncated"
  let (a, b) = BS.splitAt n (rBytes r)
  put r { rBytes = b }
  pure a

u8 :: P Int
u8 = fromIntegral . BS.head <$> take' 1

u32 :: P Int
u32 = do
  bs <- take' 4
  pure (fromIntegral (BS.foldr' (\b acc -> acc `shiftL` 8 .|. fromIntegral b) (0 :: Word32) bs))

u64 :: P ()
u64 = () <$ take' 8

str :: P BS.ByteString
str = u32 >>= take'

int :: P ()
int = do
  s <- str
  unless (not (BS.null s) && BC.all (`elem` "-0123456789") s) $ failP ("bad int " ++ show s)

listOf :: P a -> P [a]
listOf p = u32 >>= \n -> replicateM n p

listOf_ :: P a -> P ()
listOf_ p = u32 >>= \n -> replicateM_ n p

bump :: String -> P ()
bump k = modify' $ \r -> r { rCensus = M.insertWith (+) k 1 (rCensus r) }

set :: String -> Int -> P ()
set k v = modify' $ \r -> r { rCensus = M.insert k v (rCensus r) }

sidx :: Bool -> P ()
sidx noneOk = do
  i <- u32
  r <- get
  unless ((noneOk && i == 0xFFFFFFFF) || i < rNStrings r) $ failP ("bad sidx " ++ show i)

nidx :: P ()
nidx = do
  i <- u32
  r <- get
  unless (i < rNNames r) $ failP ("bad nidx " ++ show i)

spanP :: P ()
spanP = u8 >>= \t -> case t of
  0 -> pure ()
  1 -> sidx False >> replicateM_ 4 u32
  _ -> failP ("bad span tag " ++ show t)

name :: P ()
name = do
  sidx True >> sidx False >> u64
  sort <- u8
  when (sort > 9) $ failP ("bad sort " ++ show sort)
  when (sort == 4) $ nidx >> () <$ u32
  spanP

ty :: P ()
ty = u8 >>= \t -> case t of
  0 -> nidx
  1 -> nidx >> listOf_ ty
  2 -> ty >> ty
  3 -> nidx >> ty >> ty
  4 -> ty >> ty
  5 -> int
  6 -> () <$ str
  7 -> pure ()
  _ -> failP ("bad type tag " ++ show t)

binder :: P ()
binder = nidx >> ty

lit :: Bool -> P ()
lit count = u8 >>= \t -> do
  let key = ["lit_char", "lit_num", "lit_str", "lit_float", "lit_double"] ++ repeat "lit_other"
  when (t > 7) $ failP ("bad literal tag " ++ show t)
  when count $ bump (key !! t)
  case t of
    0 -> () <$ u32
    1 -> u8 >>= \n -> when (n > 5) (failP "bad numty") >> int
    2 -> () <$ str
    3 -> int >> int
    4 -> int >> int
    7 -> () <$ str
    _ -> pure ()

expr :: P ()
expr = u8 >>= \t -> case t of
  0 -> bump "var" >> nidx
  1 -> lit True
  2 -> bump "app" >> expr >> expr
  3 -> bump "lam" >> binder >> expr
  4 -> letBind >> expr
  5 -> do
    bump "case" >> expr >> binder >> ty
    listOf_ alt
  6 -> bump "cast" >> expr >> ty
  7 -> bump "tick" >> spanP >> expr
  8 -> bump "type" >> ty
  9 -> bump "coercion"
  _ -> failP ("bad expr tag " ++ show t)
  where
    letBind = u8 >>= \b -> case b of
      0 -> bump "let_nonrec" >> binder >> expr
      1 -> bump "let_rec" >> listOf_ (binder >> expr)
      _ -> failP "bad bind tag"
    alt = do
      u8 >>= \c -> case c of
        0 -> bump "alt_data" >> nidx
        1 -> bump "alt_lit" >> lit False
        2 -> bump "alt_default"
        _ -> failP "bad altcon tag"
      listOf_ binder
      expr

bind :: P ()
bind = u8 >>= \b -> case b of
  0 -> binder >> expr
  1 -> listOf_ (binder >> expr)
  _ -> failP "bad bind tag"

-- | An imported definition: where it came from (0 an unfolding, 1 a model, 2 a model
-- module's helper), then the binding.
external :: P ()
external = do
  p <- u8
  when (p > 2) $ failP "bad provenance"
  bind

tycon :: P ()
tycon = do
  nidx
  fl <- u8
  when (fl > 4) $ failP "bad flavour"
  listOf_ nidx
  listOf_ (bump "datacons" >> nidx >> u32 >> u32 >> listOf_ nidx >> listOf_ (ty >> u8 >> sidx True)
           >> u32 >> fixity)
  where
    -- prefix (0) or infix (1), then a precedence 0..9
    fixity = do
      isInfix <- u8
      prec <- u8
      when (isInfix > 1 || prec > 9) $ failP ("bad fixity " ++ show (isInfix, prec))

file :: P ()
file = do
  magic <- take' 8
  unless (magic == BC.pack "G2CORE\0\0") $ failP "bad magic"
  v <- u32
  unless (v == 4) $ failP ("version " ++ show v)
  _ <- str
  strings <- listOf str
  modify' $ \r -> r { rNStrings = length strings }
  n <- u32
  modify' $ \r -> r { rNNames = n }
  replicateM_ n name
  tcs <- u32
  set "tycons" tcs
  replicateM_ tcs tycon
  u32 >>= \c -> set "binds" c >> replicateM_ c bind
  u32 >>= \c -> set "externals" c >> replicateM_ c external
  listOf_ (nidx >> u8 >> str)   -- gaps
  i <- u32
  set "instances" i
  replicateM_ i (nidx >> nidx >> listOf_ ty)
  end <- take' 4
  unless (end == BC.pack "END!") $ failP "bad trailer"
  r <- get
  unless (BS.null (rBytes r)) $ failP "bytes after the trailer"

keys :: [String]
keys =
  [ "binds", "externals", "instances", "tycons", "datacons"
  , "var", "lit_char", "lit_num", "lit_str", "lit_float", "lit_double", "lit_other"
  , "app", "lam", "let_nonrec", "let_rec", "case", "alt_data", "alt_lit", "alt_default"
  , "cast", "tick", "type", "coercion" ]

-- | The census text of a wire file, or why the file is malformed.
wireCensus :: BS.ByteString -> Either String String
wireCensus bytes = flip evalStateT (R bytes M.empty 0 0) $ do
  file
  r <- get
  pure (unlines [ k ++ "=" ++ show (M.findWithDefault 0 k (rCensus r)) | k <- keys ])
