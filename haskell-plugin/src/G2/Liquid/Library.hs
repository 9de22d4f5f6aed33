-- | The default specifications LiquidHaskell users rely on without writing them
-- (LIQUID-SPECS.md sections 5 and 6): the preconditions of partial library functions
-- (@head@, @tail@, @!!@, @div@ by zero, @fromJust@, a reachable @error@, ...) and of
-- @Language.Haskell.Liquid.Prelude@ (@liquidAssert@, @liquidError@, ...). GHC-free.
--
-- Note [Library contracts]
-- ~~~~~~~~~~~~~~~~~~~~~~~~
-- A module's own contracts are @g2__pre_f@/@g2__post_f@ next to @f@. A library
-- function is not the module's, so its contract names it through a third binding, all
-- three added to the module as text:
--
-- > g2__libfun_div  :: G2'P.Integral a => a -> a -> a
-- > g2__libfun_div  = G2'P.div
-- > g2__libpre_div  :: G2'P.Integral a => a -> a -> G2'P.Bool
-- > g2__libpre_div  = \_ y -> y G2'P./= 0
-- > g2__libpost_div :: G2'P.Integral a => a -> a -> a -> G2'P.Bool
-- > g2__libpost_div = \_ _ _ -> G2'P.True
--
-- The engine (@search::check::contracts_by_convention@) takes the target from the head
-- of @g2__libfun_K@'s right-hand side. Library contracts are exact: a call runs the
-- real code with the precondition asserted and is never abstracted (their
-- postconditions are what the code computes, and the user cannot strengthen them), so
-- a call that breaks one is a concrete counterexample blaming the library function.
--
-- Names are qualified through imports the plugin adds (@import qualified Prelude as
-- G2'P@, ...: 'libraryImports'), so a module's own @head@, a hidden Prelude or
-- @NoImplicitPrelude@ change nothing. Only the functions whose names occur in the
-- module's source get a contract ('librarySpecsFor'), so a module pays for what it
-- uses.
module G2.Liquid.Library
  ( LibSpec (..)
  , librarySpecs
  , librarySpecsFor
  , libraryImports
  , libraryDecls
  , libraryNames
  , siblingContracts
  ) where

import Data.Char (isAlphaNum, isSpace)
import Data.List (intercalate)
import qualified Data.Set as S

-- | One library function's specification.
data LibSpec = LibSpec
  { lsKey     :: String    -- ^ identifier-safe key: @g2__libpre_KEY@
  , lsName    :: String    -- ^ the name as users write it (to find uses)
  , lsModule  :: String    -- ^ the module alias it is imported through
  , lsContext :: String    -- ^ the target's class context (qualified), or empty
  , lsArgs    :: [String]  -- ^ its argument types (qualified)
  , lsResult  :: String    -- ^ its result type
  , lsPre     :: String    -- ^ the precondition, a lambda over the arguments
  , lsSpec    :: String    -- ^ the refinement type, for messages and documentation
  , lsPredicatesAt :: Maybe String
    -- ^ the one type the predicates are written at, when the target's class cannot
    -- test the refinement (Note [Monomorphic library predicates])
  } deriving (Eq, Show)

-- | A specification whose predicates have the target's own type.
libSpec :: String -> String -> String -> String -> [String] -> String -> String -> String
        -> LibSpec
libSpec key name m ctx args res pre spec = LibSpec key name m ctx args res pre spec Nothing

-- Note [Monomorphic library predicates]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- LiquidHaskell's @(/) :: Fractional a => a -> {v:a | v /= 0} -> a@ compares with 0 in
-- its logic, but a Haskell predicate cannot: Fractional has no Eq. So the predicates
-- of @/@ are written at Double (@g2__libpre_fdiv :: Double -> Double -> Bool@), where
-- they can, with a marker binding @g2__libmono_fdiv = ()@; the engine applies such a
-- contract only to the calls whose type arguments are all the predicates' first
-- argument type (@reduce::contract@); a division at another type runs unchecked.

prelude, liquidPrelude, proofs, maybeMod :: String
-- (the runtime module re-exports the Prelude and Data.Maybe's partial functions)
prelude = "G2'P"
liquidPrelude = "G2'LP"
proofs = "G2'LPC"
maybeMod = prelude

-- | The imports the generated text needs: alias, module.
libraryImports :: [LibSpec] -> [(String, String)]
libraryImports specs =
  [ (a, m) | (a, m) <- [ (prelude, "G2.Liquid.Runtime")
                       , (liquidPrelude, "Language.Haskell.Liquid.Prelude")
                       , (proofs, "Language.Haskell.Liquid.ProofCombinators") ]
           , a == prelude || a `elem` map lsModule specs ]

nonEmpty :: String -> String
nonEmpty x = "\\" ++ x ++ " -> G2'P.not (G2'P.null " ++ x ++ ")"

-- | Every default specification.
librarySpecs :: [LibSpec]
librarySpecs =
  [ listFn "head" "head" "a"
  , listFn "last" "last" "a"
  , listFn "tail" "tail" "[a]"
  , listFn "init" "init" "[a]"
  , listFn "cycle" "cycle" "[a]"
  , libSpec "foldr1" "foldr1" prelude "G2'P.Foldable t" ["a -> a -> a", "t a"] "a"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:t a | len v > 0} -> a"
  , libSpec "foldl1" "foldl1" prelude "G2'P.Foldable t" ["a -> a -> a", "t a"] "a"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:t a | len v > 0} -> a"
  , libSpec "maximum" "maximum" prelude "(G2'P.Foldable t, G2'P.Ord a)" ["t a"] "a"
      (nonEmpty "xs") "{v:t a | len v > 0} -> a"
  , libSpec "minimum" "minimum" prelude "(G2'P.Foldable t, G2'P.Ord a)" ["t a"] "a"
      (nonEmpty "xs") "{v:t a | len v > 0} -> a"
  , libSpec "scanl1" "scanl1" prelude "" ["a -> a -> a", "[a]"] "[a]"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:[a] | len v > 0} -> [a]"
  , libSpec "scanr1" "scanr1" prelude "" ["a -> a -> a", "[a]"] "[a]"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:[a] | len v > 0} -> [a]"
  , libSpec "index" "!!" prelude "" ["[a]", "G2'P.Int"] "a"
      "\\xs i -> (i G2'P.>= 0) G2'P.&& (i G2'P.< G2'P.length xs)"
      "xs:[a] -> {i:Int | 0 <= i && i < len xs} -> a"
  , libSpec "fromJust" "fromJust" maybeMod "" ["G2'P.Maybe a"] "a"
      "\\m -> G2'P.isJust m" "{v:Maybe a | isJust v} -> a"
  , divLike "div", divLike "mod", divLike "quot", divLike "rem"
  , divPair "divMod", divPair "quotRem"
  , (libSpec "fdiv" "/" prelude "G2'P.Fractional a" ["a", "a"] "a" "\\_ y -> y G2'P./= 0"
      "Fractional a => a -> {v:a | v /= 0} -> a") { lsPredicatesAt = Just "G2'P.Double" }
  , libSpec "pow" "^" prelude "(G2'P.Num a, G2'P.Integral b)" ["a", "b"] "a"
      "\\_ n -> n G2'P.>= 0" "a -> {n:b | n >= 0} -> a"
  , libSpec "replicate" "replicate" prelude "" ["G2'P.Int", "a"] "[a]"
      "\\n _ -> n G2'P.>= 0" "n:Nat -> a -> {v:[a] | len v = n}"
    -- Language.Haskell.Liquid.Prelude
  , libSpec "liquidAssert" "liquidAssert" liquidPrelude "" ["G2'P.Bool", "a"] "a"
      "\\b _ -> b" "{v:Bool | v} -> a -> a"
  , libSpec "liquidAssertB" "liquidAssertB" liquidPrelude "" ["G2'P.Bool"] "G2'P.Bool"
      "\\b -> b" "{v:Bool | v} -> {v:Bool | v}"
  , libSpec "liquidError" "liquidError" liquidPrelude "" ["G2'P.String"] "a"
      "\\_ -> G2'P.False" "{v:String | false} -> a"
  , libSpec "crash" "crash" liquidPrelude "" ["G2'P.Bool"] "a"
      "\\b -> b" "{v:Bool | v} -> a"
  , libSpec "safeZipWith" "safeZipWith" liquidPrelude "" ["a -> b -> c", "[a]", "[b]"] "[c]"
      "\\_ xs ys -> G2'P.length xs G2'P.== G2'P.length ys"
      "(a -> b -> c) -> xs:[a] -> {v:[b] | len v = len xs} -> [c]"
  , libSpec "impossible" "impossible" proofs "" ["a"] "b"
      "\\_ -> G2'P.False" "{v:a | false} -> b"
  ]
  where
    listFn key name res =
      libSpec key name prelude "" ["[a]"] res (nonEmpty "xs") ("{v:[a] | len v > 0} -> " ++ res)
    divLike name =
      libSpec name name prelude "G2'P.Integral a" ["a", "a"] "a" "\\_ y -> y G2'P./= 0"
        "a -> {v:a | v /= 0} -> a"
    divPair name =
      libSpec name name prelude "G2'P.Integral a" ["a", "a"] "(a, a)" "\\_ y -> y G2'P./= 0"
        "a -> {v:a | v /= 0} -> (a, a)"
    skip n body = "\\" ++ concat (replicate n "_ ") ++ drop 1 body

-- | The specifications of the library functions whose names occur in a source text
-- (as whole tokens, outside comments or not: a spare contract costs little).
librarySpecsFor :: String -> [LibSpec]
librarySpecsFor src = [ s | s <- librarySpecs, lsName s `S.member` tokens ]
  where
    tokens = S.fromList (lexTokens src)

-- | Identifiers and operator symbols of a Haskell text, roughly: enough to know which
-- library names a module may use.
lexTokens :: String -> [String]
lexTokens [] = []
lexTokens s@(c : rest)
  | isSpace c = lexTokens rest
  | isIdent c = let (w, r) = span isIdentRest s in lastPart w : lexTokens r
  | isSym c = let (w, r) = span isSym s in w : lexTokens r
  | otherwise = lexTokens rest
  where
    isIdent ch = isAlphaNum ch || ch == '_'
    isIdentRest ch = isAlphaNum ch || ch `elem` "_'."
    isSym ch = ch `elem` "!#$%&*+/<=>?@\\^|-~:"
    -- Data.Maybe.fromJust is fromJust
    lastPart w = reverse (takeWhile (/= '.') (reverse w))

-- | The names of the bindings 'libraryDecls' adds (to export them).
libraryNames :: [LibSpec] -> [String]
libraryNames specs = concat [ [ "g2__libfun_" ++ k, "g2__libpre_" ++ k, "g2__libpost_" ++ k ]
                              ++ [ "g2__libmono_" ++ k | Just _ <- [lsPredicatesAt s] ]
                            | s <- specs, let k = lsKey s ]

-- | The declarations of Note [Library contracts], one per line (signature, binding).
libraryDecls :: LibSpec -> [String]
libraryDecls s =
  [ fun ++ " :: " ++ ctx ++ arrows (lsArgs s ++ [lsResult s])
  , fun ++ " = " ++ qualifiedRef (lsModule s) (lsName s)
  , pre ++ " :: " ++ predCtx ++ arrows (map at (lsArgs s) ++ ["G2'P.Bool"])
  , pre ++ " = " ++ lsPre s
  , post ++ " :: " ++ predCtx ++ arrows (map at (lsArgs s ++ [lsResult s]) ++ ["G2'P.Bool"])
  , post ++ " = \\" ++ unwords (replicate (length (lsArgs s) + 1) "_") ++ " -> G2'P.True"
  ] ++ concat [ [ "g2__libmono_" ++ k ++ " :: ()", "g2__libmono_" ++ k ++ " = ()" ]
              | Just _ <- [lsPredicatesAt s] ]
  where
    k = lsKey s
    fun = "g2__libfun_" ++ k
    pre = "g2__libpre_" ++ k
    post = "g2__libpost_" ++ k
    ctx = if null (lsContext s) then "" else lsContext s ++ " => "
    -- Note [Monomorphic library predicates]: the type variable a at the one type
    (predCtx, at) = case lsPredicatesAt s of
      Nothing -> (ctx, id)
      Just t -> ("", unwords . map (\w -> if w == "a" then t else w) . words)
    arrows ts = intercalate " -> " [ if "->" `elem` words t then "(" ++ t ++ ")" else t | t <- ts ]
    qualifiedRef m n
      | all (\ch -> isAlphaNum ch || ch `elem` "_'") n = m ++ "." ++ n
      | otherwise = "(" ++ m ++ "." ++ n ++ ")"

-- Note [Sibling modules]
-- ~~~~~~~~~~~~~~~~~~~~~~
-- The functions of a module of the same project keep their specifications when another
-- module calls them: when the plugin finds an imported module's source beside the
-- importing one, every annotated function the imported module exports gets
--
-- > g2__extfun_K _ = G2'S1.f
-- > g2__extpre_K _ = G2'S1.g2__pre_f
-- > g2__extpost_K _ = G2'S1.g2__post_f
--
-- (the imported module's own predicates, which the plugin added and exported there).
-- The engine reads the three targets from the right-hand sides' heads; the dummy
-- argument keeps GHC from applying the monomorphism restriction. Unlike library
-- contracts these are the user's specifications: abstracted like the module's own.
-- The imported modules' type and predicate aliases are in scope in the importing
-- module's annotations too, and so are their measures: one given by equations is the
-- imported module's @g2_measure_m@, which the plugin exports there
-- ('G2.Liquid.Contracts.Imported').

-- | The declarations giving an imported module's contracts, and the names to export:
-- the module's alias, its source, and the names the importing module defines (a
-- clash would make an unqualified reference ambiguous, but all ours are qualified).
siblingContracts :: String -> String -> [String] -> ([String], [String])
siblingContracts alias src annotated =
  ( concat [ [ "g2__extfun_" ++ k ++ " _ = " ++ alias ++ "." ++ f
             , "g2__extpre_" ++ k ++ " _ = " ++ alias ++ ".g2__pre_" ++ f
             , "g2__extpost_" ++ k ++ " _ = " ++ alias ++ ".g2__post_" ++ f ]
           | f <- usable, let k = keyOf f ]
  , concat [ [ "g2__extfun_" ++ k, "g2__extpre_" ++ k, "g2__extpost_" ++ k ] | f <- usable, let k = keyOf f ] )
  where
    keyOf f = filter (\ch -> isAlphaNum ch || ch == '_') alias ++ "_" ++ f
    defined f = any (\l -> take (length f + 1) l `elem` [f ++ " ", f ++ "\t"]) (lines src)
    usable = [ f | f <- annotated, all (\ch -> isAlphaNum ch || ch `elem` "_'") f, defined f, exported f ]
    -- the export list between "module M" and "where", if any
    header = takeWhile (/= "where") (lexTokens' (unlines (dropWhile ((/= "module ") . take 7) (lines src))))
    exported f = case dropWhile (/= "(") header of
      [] -> True
      list -> f `elem` list
    lexTokens' s = words (map (\ch -> if ch `elem` ",;" then ' ' else ch) (concatMap spaced s))
    spaced ch = if ch `elem` "()" then [' ', ch, ' '] else [ch]
