-- | The census of docs/wire-format.md ("Census"), computed from GHC's Core.
--
-- The engine computes the same census from the IR it decoded; the plugin compares the
-- two texts (option @check-census@). Literals count only where they are expressions:
-- a literal alternative counts as @alt_lit@, not as a @lit_*@.
module G2.Census
  ( Census
  , coreCensus
  , renderCensus
  , censusKeys
  , diffCensus
  ) where

import qualified Data.Map.Strict as M

import G2.Plugin.GHC
import G2.Wire (WireModule (..), WireTables (..))

-- | Counts per key; keys absent from the map count zero.
newtype Census = Census (M.Map String Int)

-- | The keys, in the order the text lists them.
censusKeys :: [String]
censusKeys =
  [ "binds", "externals", "instances", "tycons", "datacons"
  , "var", "lit_char", "lit_num", "lit_str", "lit_float", "lit_double", "lit_other"
  , "app", "lam", "let_nonrec", "let_rec", "case", "alt_data", "alt_lit", "alt_default"
  , "cast", "tick", "type", "coercion" ]

coreCensus :: WireModule -> WireTables -> Census
coreCensus wm tables = Census (foldr countBind header (wmBinds wm ++ map snd (wmExternals wm)))
  where
    header = M.fromList
      [ ("binds", length (wmBinds wm)), ("externals", length (wmExternals wm))
      , ("instances", length (wmInsts wm)), ("tycons", wtTyCons tables)
      , ("datacons", wtDataCons tables) ]

bump :: String -> M.Map String Int -> M.Map String Int
bump k = M.insertWith (+) k 1

countBind :: CoreBind -> M.Map String Int -> M.Map String Int
countBind (NonRec _ e) m = countExpr e m
countBind (Rec ps) m = foldr (countExpr . snd) m ps

countExpr :: CoreExpr -> M.Map String Int -> M.Map String Int
countExpr e m = case e of
  Var _ -> bump "var" m
  Lit l -> bump (litKey l) m
  App f a -> countExpr f (countExpr a (bump "app" m))
  Lam _ b -> countExpr b (bump "lam" m)
  Let b@(NonRec _ _) body -> countBind b (countExpr body (bump "let_nonrec" m))
  Let b@(Rec _) body -> countBind b (countExpr body (bump "let_rec" m))
  Case s _ _ alts -> countExpr s (foldr countAlt (bump "case" m) alts)
  Cast x _ -> countExpr x (bump "cast" m)
  Tick _ x -> countExpr x (bump "tick" m)
  Type _ -> bump "type" m
  Coercion _ -> bump "coercion" m
  where
    countAlt (con, _, rhs) acc = countExpr rhs (bump (altKey con) acc)
    altKey con = case con of
      DataAlt _ -> "alt_data"
      LitAlt _ -> "alt_lit"
      DEFAULT -> "alt_default"

litKey :: Literal -> String
litKey l = case l of
  LitChar _ -> "lit_char"
  LitNumber _ _ -> "lit_num"
  LitString _ -> "lit_str"
  LitFloat _ -> "lit_float"
  LitDouble _ -> "lit_double"
  _ -> "lit_other"

-- | One @key=count@ line per key, in 'censusKeys' order.
renderCensus :: Census -> String
renderCensus (Census m) =
  unlines [ k ++ "=" ++ show (M.findWithDefault 0 k m) | k <- censusKeys ]

-- | The lines on which two census texts differ, as @(key, ours, theirs)@. Blank lines
-- and surrounding whitespace are ignored.
diffCensus :: String -> String -> [(String, String, String)]
diffCensus ours theirs =
  [ (k, get k a, get k b) | k <- keys, get k a /= get k b ]
  where
    a = parse ours
    b = parse theirs
    keys = censusKeys ++ filter (`notElem` censusKeys) (M.keys a ++ M.keys b)
    get k = M.findWithDefault "(missing)" k
    parse txt = M.fromList
      [ (trim k, trim (drop 1 v)) | ln <- lines txt, let (k, v) = break (== '=') ln
      , not (null (trim ln)) ]
    trim = reverse . dropWhile (`elem` " \t\r") . reverse . dropWhile (`elem` " \t\r")
