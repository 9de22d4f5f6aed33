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
  } deriving (Eq, Show)

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
  , LibSpec "foldr1" "foldr1" prelude "G2'P.Foldable t" ["a -> a -> a", "t a"] "a"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:t a | len v > 0} -> a"
  , LibSpec "foldl1" "foldl1" prelude "G2'P.Foldable t" ["a -> a -> a", "t a"] "a"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:t a | len v > 0} -> a"
  , LibSpec "maximum" "maximum" prelude "(G2'P.Foldable t, G2'P.Ord a)" ["t a"] "a"
      (nonEmpty "xs") "{v:t a | len v > 0} -> a"
  , LibSpec "minimum" "minimum" prelude "(G2'P.Foldable t, G2'P.Ord a)" ["t a"] "a"
      (nonEmpty "xs") "{v:t a | len v > 0} -> a"
  , LibSpec "scanl1" "scanl1" prelude "" ["a -> a -> a", "[a]"] "[a]"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:[a] | len v > 0} -> [a]"
  , LibSpec "scanr1" "scanr1" prelude "" ["a -> a -> a", "[a]"] "[a]"
      (skip 1 (nonEmpty "xs")) "(a -> a -> a) -> {v:[a] | len v > 0} -> [a]"
  , LibSpec "index" "!!" prelude "" ["[a]", "G2'P.Int"] "a"
      "\\xs i -> (i G2'P.>= 0) G2'P.&& (i G2'P.< G2'P.length xs)"
      "xs:[a] -> {i:Int | 0 <= i && i < len xs} -> a"
  , LibSpec "fromJust" "fromJust" maybeMod "" ["G2'P.Maybe a"] "a"
      "\\m -> G2'P.isJust m" "{v:Maybe a | isJust v} -> a"
  , divLike "div", divLike "mod", divLike "quot", divLike "rem"
  , divPair "divMod", divPair "quotRem"
  , LibSpec "pow" "^" prelude "(G2'P.Num a, G2'P.Integral b)" ["a", "b"] "a"
      "\\_ n -> n G2'P.>= 0" "a -> {n:b | n >= 0} -> a"
    -- Language.Haskell.Liquid.Prelude
  , LibSpec "liquidAssert" "liquidAssert" liquidPrelude "" ["G2'P.Bool", "a"] "a"
      "\\b _ -> b" "{v:Bool | v} -> a -> a"
  , LibSpec "liquidAssertB" "liquidAssertB" liquidPrelude "" ["G2'P.Bool"] "G2'P.Bool"
      "\\b -> b" "{v:Bool | v} -> {v:Bool | v}"
  , LibSpec "liquidError" "liquidError" liquidPrelude "" ["G2'P.String"] "a"
      "\\_ -> G2'P.False" "{v:String | false} -> a"
  , LibSpec "crash" "crash" liquidPrelude "" ["G2'P.Bool"] "a"
      "\\b -> b" "{v:Bool | v} -> a"
  , LibSpec "safeZipWith" "safeZipWith" liquidPrelude "" ["a -> b -> c", "[a]", "[b]"] "[c]"
      "\\_ xs ys -> G2'P.length xs G2'P.== G2'P.length ys"
      "(a -> b -> c) -> xs:[a] -> {v:[b] | len v = len xs} -> [c]"
  , LibSpec "impossible" "impossible" proofs "" ["a"] "b"
      "\\_ -> G2'P.False" "{v:a | false} -> b"
  ]
  where
    listFn key name res =
      LibSpec key name prelude "" ["[a]"] res (nonEmpty "xs") ("{v:[a] | len v > 0} -> " ++ res)
    divLike name =
      LibSpec name name prelude "G2'P.Integral a" ["a", "a"] "a" "\\_ y -> y G2'P./= 0"
        "a -> {v:a | v /= 0} -> a"
    divPair name =
      LibSpec name name prelude "G2'P.Integral a" ["a", "a"] "(a, a)" "\\_ y -> y G2'P./= 0"
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
                            | s <- specs, let k = lsKey s ]

-- | The declarations of Note [Library contracts], one per line (signature, binding).
libraryDecls :: LibSpec -> [String]
libraryDecls s =
  [ fun ++ " :: " ++ ctx ++ arrows (lsArgs s ++ [lsResult s])
  , fun ++ " = " ++ qualifiedRef (lsModule s) (lsName s)
  , pre ++ " :: " ++ ctx ++ arrows (lsArgs s ++ ["G2'P.Bool"])
  , pre ++ " = " ++ lsPre s
  , post ++ " :: " ++ ctx ++ arrows (lsArgs s ++ [lsResult s, "G2'P.Bool"])
  , post ++ " = \\" ++ unwords (replicate (length (lsArgs s) + 1) "_") ++ " -> G2'P.True"
  ]
  where
    k = lsKey s
    fun = "g2__libfun_" ++ k
    pre = "g2__libpre_" ++ k
    post = "g2__libpost_" ++ k
    ctx = if null (lsContext s) then "" else lsContext s ++ " => "
    arrows ts = intercalate " -> " [ if "->" `elem` words t then "(" ++ t ++ ")" else t | t <- ts ]
    qualifiedRef m n
      | all (\ch -> isAlphaNum ch || ch `elem` "_'") n = m ++ "." ++ n
      | otherwise = "(" ++ m ++ "." ++ n ++ ")"
