{-# LANGUAGE DataKinds, DefaultSignatures, EmptyCase, FlexibleContexts, FlexibleInstances, ScopedTypeVariables, TypeOperators, UndecidableInstances #-}
-- | Values as engine-independent terms, and the 'G2Rep' class that converts Haskell
-- values to and from them. A term is shaped like the value's Core: boxed types are
-- their data constructors around primitive literals (an 'Int' is @I# 3#@), and
-- constructors carry GHC's original names (defining module and occurrence name), so the
-- engine can map them to the constructors it decoded from the wire format.
--
-- Note [Lazy terms]
-- ~~~~~~~~~~~~~~~~~
-- Inputs may be infinite (@[1..]@) when a predicate looks at a finite part, and answers
-- may be infinite when the predicate looks at a finite part of them. So both directions
-- are lazy: 'toG2Term' builds a term one constructor at a time as it is demanded, and
-- 'fromG2Term' checks a constructor only when that part of the value is forced. A term
-- of the wrong shape therefore shows up as a 'G2DecodeError' exception when the bad part
-- is forced, not when 'fromG2Term' is called. The engine side must demand inputs the
-- same way (never force a whole argument list).
module G2.Query.Term
  ( G2Term (..)
  , ConName (..)
  , renderConName
  , G2Rep (..)
  , G2DecodeError (..)
  , G2InvalidValue (..)
  , decodeFailure
  , tupleConName
  , isBoxing
    -- * Generic default
  , GDatatype
  ) where

import Control.Applicative ((<|>))
import Control.Exception (Exception, throw)
import Data.Int (Int16, Int32, Int64, Int8)
import Data.Word (Word16, Word32, Word64, Word8)
import qualified Data.Map as Map
import qualified Data.Map.Internal as MapInternal
import qualified Data.Set.Internal as SetInternal
import GHC.Generics

-- | GHC's original name of a data constructor: @ConName "GHC.Maybe" "Just"@.
data ConName = ConName { conModule :: String, conOcc :: String }
  deriving (Eq, Ord, Show)

-- | @GHC.Maybe.Just@.
renderConName :: ConName -> String
renderConName (ConName m o) = m ++ "." ++ o

-- | A value as the engine sees it. Invariant: literals only occur as the fields of the
-- boxing constructor of their type (@I#@, @W#@, @C#@, @D#@, @F#@), except 'G2Integer',
-- which stands for a whole 'Integer' (the engine treats Integer as a mathematical
-- integer, not as its constructors @IS@/@IP@/@IN@).
data G2Term
  = G2Con ConName [G2Term]
  | G2Int Integer     -- ^ an @Int#@, within 64 bits
  | G2Word Integer    -- ^ a @Word#@, within 64 bits, non-negative
  | G2Char Char       -- ^ a @Char#@
  | G2Double Double   -- ^ a @Double#@
  | G2Float Float     -- ^ a @Float#@
  | G2Integer Integer -- ^ a whole 'Integer'
  | G2Any             -- ^ in an answer, a part the run never looked at: any value of
                      --   its type will do, and decoding makes one up, lazily (so an
                      --   answer may be infinite: seed 002, Figure 3.8)
  | G2Fun [(G2Term, G2Term)] G2Term
                      -- ^ in an answer, a function as a table: the result for each
                      --   argument (a whole value) it was applied to, and for any other
  deriving (Eq, Show)

-- | A term that does not decode at the type it was asked for (see Note [Lazy terms]).
data G2DecodeError = G2DecodeError { decodeType :: String, decodeFound :: String }

instance Show G2DecodeError where
  show (G2DecodeError ty found) =
    "G2Rep: cannot decode a term as " ++ ty ++ ": found " ++ found

instance Exception G2DecodeError

-- | A term of the right shape that is still no value of the type: a tree breaking its
-- type's invariants. Not an engine bug (the engine searches shapes, not invariants),
-- so a query reports it as giving up.
data G2InvalidValue = G2InvalidValue { invalidType :: String, invalidWhy :: String }

instance Show G2InvalidValue where
  show (G2InvalidValue ty why) = "the engine's answer is not a valid " ++ ty ++ ": " ++ why

instance Exception G2InvalidValue

-- | Throws the 'G2DecodeError' for a term that is not a value of the named type. Only
-- the head of the term is shown, since the term may be infinite.
decodeFailure :: String -> G2Term -> a
decodeFailure ty t = throw (G2DecodeError ty (headOf t))
  where
    headOf (G2Con c args) = renderConName c ++ " with " ++ show (length args) ++ " fields"
    headOf (G2Int n) = "the Int# literal " ++ show n
    headOf (G2Word n) = "the Word# literal " ++ show n
    headOf (G2Char c) = "the Char# literal " ++ show c
    headOf (G2Double d) = "the Double# literal " ++ show d
    headOf (G2Float f) = "the Float# literal " ++ show f
    headOf (G2Integer n) = "the Integer " ++ show n
    headOf G2Any = "any value"
    headOf (G2Fun entries _) = "a function of " ++ show (length entries) ++ " entries"

-- | Conversions between values and terms; both lazy (Note [Lazy terms]).
-- @fromG2Term (toG2Term x) == x@ for every total x. Instances for user data types come
-- from @$(derivingG2Rep ''T)@ ("G2.Query.TH") or, for types with a 'Generic'
-- instance, from an empty instance declaration.
class G2Rep a where
  toG2Term :: a -> G2Term
  -- | Throws 'G2DecodeError' (lazily) on a term of the wrong shape.
  fromG2Term :: G2Term -> a

  default toG2Term :: (Generic a, GDatatype (Rep a)) => a -> G2Term
  toG2Term = gto . from
  default fromG2Term :: (Generic a, GDatatype (Rep a)) => G2Term -> a
  fromG2Term = to . gfrom

-- Note [A missing G2Rep instance]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- There is no catch-all instance for a better message. An OVERLAPPABLE one whose
-- context was a custom type error (saying to use derivingG2Rep) was tried and removed:
-- GHC chose it over a given G2Rep constraint when inferring a local binding without a
-- signature, so valid programs stopped compiling
-- (test-suite/programs/g2q/GivenInstance.hs). The message comes from the plugin's
-- type-checker pass instead, which takes no part in solving (Note [Suggesting
-- derivingG2Rep] in "G2.Plugin.MissingInstance").

-- | A function in an answer: the engine's table of the arguments the predicate applied
-- it to (Note [Symbolic functions] in the engine's @reduce::higher_order@); an argument
-- is compared as a whole term, so it is forced completely, as the engine forced it.
-- The engine takes no function as an input.
instance (G2Rep a, G2Rep b) => G2Rep (a -> b) where
  toG2Term _ = throw (G2InvalidValue "query argument" "a function cannot be an input of a query")
  fromG2Term (G2Fun entries dflt) = \x -> fromG2Term (maybe dflt id (lookup (toG2Term x) entries))
  fromG2Term G2Any = \_ -> fromG2Term G2Any
  fromG2Term t = decodeFailure "a function" t

-- Boxed primitive types.

con :: String -> String -> ConName
con = ConName

boxed :: ConName -> G2Term -> G2Term
boxed c lit = G2Con c [lit]

-- | The literal inside a boxed primitive; @dflt@ stands for 'G2Any'.
unboxed :: String -> ConName -> G2Term -> G2Term -> G2Term
unboxed _ c _ (G2Con c' [lit]) | c == c' = lit
unboxed _ _ dflt G2Any = dflt
unboxed ty _ _ t = decodeFailure ty t

intCon, wordCon, charCon, doubleCon, floatCon :: ConName
intCon = con "GHC.Types" "I#"
wordCon = con "GHC.Types" "W#"
charCon = con "GHC.Types" "C#"
doubleCon = con "GHC.Types" "D#"
floatCon = con "GHC.Types" "F#"

-- | The constructors that box a primitive literal, the only terms with a literal field
-- (the invariant of 'G2Term').
isBoxing :: ConName -> Bool
isBoxing c = c `elem` boxingCons

boxingCons :: [ConName]
boxingCons =
  [intCon, wordCon, charCon, doubleCon, floatCon]
    ++ map sizedIntCon sizes ++ map sizedWordCon sizes
  where sizes = [8, 16, 32, 64]

instance G2Rep Int where
  toG2Term n = boxed intCon (G2Int (toInteger n))
  fromG2Term t = case unboxed "Int" intCon (G2Int 0) t of
    G2Int n | inRange (minBound :: Int) (maxBound :: Int) n -> fromInteger n
    lit -> decodeFailure "Int" lit

instance G2Rep Word where
  toG2Term n = boxed wordCon (G2Word (toInteger n))
  fromG2Term t = case unboxed "Word" wordCon (G2Word 0) t of
    G2Word n | inRange (minBound :: Word) (maxBound :: Word) n -> fromInteger n
    lit -> decodeFailure "Word" lit

instance G2Rep Char where
  toG2Term c = boxed charCon (G2Char c)
  fromG2Term t = case unboxed "Char" charCon (G2Char 'a') t of
    G2Char c -> c
    lit -> decodeFailure "Char" lit

instance G2Rep Double where
  toG2Term d = boxed doubleCon (G2Double d)
  fromG2Term t = case unboxed "Double" doubleCon (G2Double 0) t of
    G2Double d -> d
    lit -> decodeFailure "Double" lit

instance G2Rep Float where
  toG2Term f = boxed floatCon (G2Float f)
  fromG2Term t = case unboxed "Float" floatCon (G2Float 0) t of
    G2Float f -> f
    lit -> decodeFailure "Float" lit

instance G2Rep Integer where
  toG2Term = G2Integer
  fromG2Term (G2Integer n) = n
  fromG2Term G2Any = 0
  fromG2Term t = decodeFailure "Integer" t

inRange :: (Integral b) => b -> b -> Integer -> Bool
inRange lo hi n = toInteger lo <= n && n <= toInteger hi

-- | @GHC.Int.I8#@ ... @I64#@ and @GHC.Word.W8#@ ... @W64#@, by bit width.
sizedIntCon, sizedWordCon :: Int -> ConName
sizedIntCon bits = con "GHC.Int" ("I" ++ show bits ++ "#")
sizedWordCon bits = con "GHC.Word" ("W" ++ show bits ++ "#")

-- | The sized integer types are newtype-free data types in GHC 9.0 (@I8# Int#@ etc.),
-- but their literal is still an @Int#@ (@Word#@) in Core.
sizedInt :: forall a. (Integral a, Bounded a) => Int -> (a -> G2Term, G2Term -> a)
sizedInt bits = (enc, dec)
  where
    ty = "Int" ++ show bits
    cn = sizedIntCon bits
    enc n = boxed cn (G2Int (toInteger n))
    dec t = case unboxed ty cn (G2Int 0) t of
      G2Int n | inRange (minBound :: a) (maxBound :: a) n -> fromInteger n
      lit -> decodeFailure ty lit

sizedWord :: forall a. (Integral a, Bounded a) => Int -> (a -> G2Term, G2Term -> a)
sizedWord bits = (enc, dec)
  where
    ty = "Word" ++ show bits
    cn = sizedWordCon bits
    enc n = boxed cn (G2Word (toInteger n))
    dec t = case unboxed ty cn (G2Word 0) t of
      G2Word n | inRange (minBound :: a) (maxBound :: a) n -> fromInteger n
      lit -> decodeFailure ty lit

instance G2Rep Int8 where
  toG2Term = fst (sizedInt 8)
  fromG2Term = snd (sizedInt 8)
instance G2Rep Int16 where
  toG2Term = fst (sizedInt 16)
  fromG2Term = snd (sizedInt 16)
instance G2Rep Int32 where
  toG2Term = fst (sizedInt 32)
  fromG2Term = snd (sizedInt 32)
instance G2Rep Int64 where
  toG2Term = fst (sizedInt 64)
  fromG2Term = snd (sizedInt 64)
instance G2Rep Word8 where
  toG2Term = fst (sizedWord 8)
  fromG2Term = snd (sizedWord 8)
instance G2Rep Word16 where
  toG2Term = fst (sizedWord 16)
  fromG2Term = snd (sizedWord 16)
instance G2Rep Word32 where
  toG2Term = fst (sizedWord 32)
  fromG2Term = snd (sizedWord 32)
instance G2Rep Word64 where
  toG2Term = fst (sizedWord 64)
  fromG2Term = snd (sizedWord 64)

-- | Lists by hand rather than through 'Generic': the spine is the hot path, and both
-- directions must stay lazy in it. 'String' is @[Char]@.
instance G2Rep a => G2Rep [a] where
  toG2Term [] = G2Con nilCon []
  toG2Term (x : xs) = G2Con consCon [toG2Term x, toG2Term xs]
  fromG2Term (G2Con c []) | c == nilCon = []
  fromG2Term (G2Con c [x, xs]) | c == consCon = fromG2Term x : fromG2Term xs
  fromG2Term G2Any = []
  fromG2Term t = decodeFailure "a list" t

nilCon, consCon :: ConName
nilCon = con "GHC.Types" "[]"
consCon = con "GHC.Types" ":"

-- | The boxed tuple constructor of an arity (0 is unit): @GHC.Tuple.(,)@.
tupleConName :: Int -> ConName
tupleConName 0 = con "GHC.Tuple" "()"
tupleConName n = con "GHC.Tuple" ("(" ++ replicate (n - 1) ',' ++ ")")

-- | Maps and sets by their real constructors (@Bin size key value left right@, with the
-- size unpacked to an @Int#@ literal field, and @Tip@), so a predicate runs
-- containers' own code on them, lazily, as any argument. As symbolic variables they
-- are a poor fit: the engine searches trees freely, knowing nothing of their balance
-- and order invariants, so a tree that breaks them is a decode error rather than an
-- answer ('G2InvalidValue'; search over a list and use @fromList@ in the predicate).
instance (Ord k, G2Rep k, G2Rep v) => G2Rep (MapInternal.Map k v) where
  toG2Term MapInternal.Tip = G2Con mapTip []
  toG2Term (MapInternal.Bin n k v l r) =
    G2Con mapBin [G2Int (toInteger n), toG2Term k, toG2Term v, toG2Term l, toG2Term r]
  fromG2Term = checkedTree "Map" Map.valid . go
    where
      go (G2Con c []) | c == mapTip = MapInternal.Tip
      go G2Any = MapInternal.Tip
      go (G2Con c [G2Int n, k, v, l, r])
        | c == mapBin = MapInternal.Bin (fromInteger n) (fromG2Term k) (fromG2Term v) (go l) (go r)
      go t = decodeFailure "a Map" t

instance (Ord a, G2Rep a) => G2Rep (SetInternal.Set a) where
  toG2Term SetInternal.Tip = G2Con setTip []
  toG2Term (SetInternal.Bin n x l r) = G2Con setBin [G2Int (toInteger n), toG2Term x, toG2Term l, toG2Term r]
  fromG2Term = checkedTree "Set" SetInternal.valid . go
    where
      go (G2Con c []) | c == setTip = SetInternal.Tip
      go G2Any = SetInternal.Tip
      go (G2Con c [G2Int n, x, l, r])
        | c == setBin = SetInternal.Bin (fromInteger n) (fromG2Term x) (go l) (go r)
      go t = decodeFailure "a Set" t

checkedTree :: String -> (t -> Bool) -> t -> t
checkedTree ty valid t
  | valid t = t
  | otherwise = throw (G2InvalidValue ty ("the tree breaks its balance or order invariants "
      ++ "(the engine searches trees freely: make the symbolic variable a list, and use "
      ++ "fromList in the predicate)"))

mapTip, mapBin, setTip, setBin :: ConName
mapTip = con "Data.Map.Internal" "Tip"
mapBin = con "Data.Map.Internal" "Bin"
setTip = con "Data.Set.Internal" "Tip"
setBin = con "Data.Set.Internal" "Bin"

-- Through 'Generic': GHC's own metadata gives the original names (the tests pin them).
instance G2Rep Bool
instance G2Rep Ordering
instance G2Rep ()
instance G2Rep a => G2Rep (Maybe a)
instance (G2Rep a, G2Rep b) => G2Rep (Either a b)
instance (G2Rep a, G2Rep b) => G2Rep (a, b)
instance (G2Rep a, G2Rep b, G2Rep c) => G2Rep (a, b, c)
instance (G2Rep a, G2Rep b, G2Rep c, G2Rep d) => G2Rep (a, b, c, d)
instance (G2Rep a, G2Rep b, G2Rep c, G2Rep d, G2Rep e) => G2Rep (a, b, c, d, e)
instance (G2Rep a, G2Rep b, G2Rep c, G2Rep d, G2Rep e, G2Rep f) => G2Rep (a, b, c, d, e, f)
instance (G2Rep a, G2Rep b, G2Rep c, G2Rep d, G2Rep e, G2Rep f, G2Rep g)
  => G2Rep (a, b, c, d, e, f, g)

-- The Generic default. A type's representation is D1 (its module) over a sum of C1
-- (the constructor names) over products of K1 fields.

-- | The 'Generic' representations 'G2Rep' can default through: data types whose
-- fields all have 'G2Rep' instances.
class GDatatype f where
  gto :: f p -> G2Term
  gfrom :: G2Term -> f p

-- A newtype is its field's term (newtype constructors are not sent, as in Core).
instance (Datatype d, GCons f) => GDatatype (M1 D d f) where
  gto m@(M1 x) = case gconTo x of
    (_, [field]) | isNewtype m -> field
    (occ, args) -> G2Con (ConName (moduleName m) occ) args
  gfrom t | isNewtype meta, Just x <- gconAny [t] = M1 x
    where meta = undefined :: M1 D d f p
  gfrom t = M1 $ case t of
    G2Con (ConName md occ) args
      | md == moduleName meta, Just x <- gconFrom occ args -> x
    G2Any | Just x <- gconFirst -> x
    _ -> decodeFailure (datatypeName meta) t
    where meta = undefined :: M1 D d f p

class GCons f where
  gconTo :: f p -> (String, [G2Term])
  -- | Nothing when the name is not one of these constructors or the arity differs.
  gconFrom :: String -> [G2Term] -> Maybe (f p)
  -- | The first constructor with this arity, whatever its name (for newtypes).
  gconAny :: [G2Term] -> Maybe (f p)
  -- | The first constructor, every field 'G2Any'.
  gconFirst :: Maybe (f p)

instance GCons V1 where
  gconTo x = case x of {}
  gconFrom _ _ = Nothing
  gconAny _ = Nothing
  gconFirst = Nothing

instance (GCons f, GCons g) => GCons (f :+: g) where
  gconTo (L1 x) = gconTo x
  gconTo (R1 x) = gconTo x
  gconFrom c args = (L1 <$> gconFrom c args) <|> (R1 <$> gconFrom c args)
  gconAny args = (L1 <$> gconAny args) <|> (R1 <$> gconAny args)
  gconFirst = (L1 <$> gconFirst) <|> (R1 <$> gconFirst)

instance (Constructor c, GFields f) => GCons (M1 C c f) where
  gconTo m@(M1 x) = (conName m, gfieldsTo x [])
  gconFrom occ args
    | occ == conName (undefined :: M1 C c f p), Just (x, []) <- gfieldsFrom args = Just (M1 x)
    | otherwise = Nothing
  gconAny args
    | Just (x, []) <- gfieldsFrom args = Just (M1 x)
    | otherwise = Nothing
  gconFirst = M1 . fst <$> gfieldsFrom (repeat G2Any)

class GFields f where
  gfieldsTo :: f p -> [G2Term] -> [G2Term]
  -- | Takes this product's fields off the front of the list; the fields' values are
  -- decoded lazily.
  gfieldsFrom :: [G2Term] -> Maybe (f p, [G2Term])

instance GFields U1 where
  gfieldsTo U1 = id
  gfieldsFrom ts = Just (U1, ts)

instance (GFields f, GFields g) => GFields (f :*: g) where
  gfieldsTo (x :*: y) = gfieldsTo x . gfieldsTo y
  gfieldsFrom ts = do
    (x, ts') <- gfieldsFrom ts
    (y, ts'') <- gfieldsFrom ts'
    pure (x :*: y, ts'')

instance GFields f => GFields (M1 S s f) where
  gfieldsTo (M1 x) = gfieldsTo x
  gfieldsFrom ts = (\(x, rest) -> (M1 x, rest)) <$> gfieldsFrom ts

instance G2Rep a => GFields (K1 i a) where
  gfieldsTo (K1 x) = (toG2Term x :)
  gfieldsFrom (t : ts) = Just (K1 (fromG2Term t), ts)
  gfieldsFrom [] = Nothing
