-- | The student-assignment corpus of issue 6 (programs/liquid/corpus/: List, MapReduce,
-- KMeans): every annotated function run through @g2 liquid FILE F --json@, and the
-- report compared with the expectation written beside the function in its module
-- (derived by reasoning about the program, not from the tool's output): nothing for a
-- correct function; for a wrong one the kind (concrete/abstract) and the blame (whose
-- refinement type a call violates, or which callees' specifications are too weak).
-- Every concrete counterexample is confirmed with GHC (@ghc -e@): the specification is
-- violated on its inputs, or, when the run ends in @error@, GHC's evaluation throws.
-- Abstract ones are checked to be impossible concretely on their inputs.
module Main (main) where

import Data.Char (isSpace)
import Data.List (intercalate, isInfixOf, partition)
import System.Exit (ExitCode (..))
import System.FilePath ((</>))
import System.Process (readProcessWithExitCode)
import Test.Tasty
import Test.Tasty.HUnit

import Json
import Support

main :: IO ()
main = defaultMain $ testGroup "liquid-corpus"
  [ testGroup "List" (map (caseFor "List.hs") listCases)
  , testGroup "MapReduce" (map (caseFor "MapReduce.hs") mapReduceCases)
  , testGroup "KMeans" (map (caseFor "KMeans.hs") kmeansCases)
  ]

------------------------------------------------------------------------------------
-- Expectations

-- | What a GHC evaluation must give.
data Check = Holds String   -- ^ a Bool expression that must print True
           | Throws String  -- ^ an expression whose evaluation must throw

-- | The expected report.
data Expect
  = Clean                                  -- ^ nothing within the time limit
  | Concrete (Maybe String) (CE -> [Check]) -- ^ concrete; the callee whose contract is violated
  | Abstract [String] (CE -> [Check])       -- ^ abstract; the callees with too weak types

-- | A counterexample as @--json@ prints it.
data CE = CE
  { ceInputs :: [String]
  , ceOutput :: Maybe String
  , ceBlame  :: Maybe (String, [String])
  , ceAbs    :: [(String, [String], Maybe String)]
  } deriving (Show)

-- | Seconds per function: correct ones use all of it.
limitFor :: Expect -> String
limitFor Clean = "2"
limitFor _ = "5"

-- | A size function on List for GHC expressions.
sz :: String -> String
sz e = "(let { sz Emp = 0 :: Int; sz (_ :+: t) = 1 + sz t } in sz (" ++ e ++ "))"

-- | Sum of the inner sizes.
sumsz :: String -> String
sumsz e = "(let { sz Emp = 0 :: Int; sz (_ :+: t) = 1 + sz t; ss Emp = 0; ss (x :+: t) = sz x + ss t } in ss ("
          ++ e ++ "))"

call :: String -> [String] -> String
call f as = unwords (f : map (\a -> "(" ++ a ++ ")") as)

listCases :: [(String, Expect)]
listCases =
  [ (f, Clean) | f <- ["append", "appendW", "concat", "map", "mapW", "replicate", "zipWith", "foldr1"
                      , "length", "prop_append", "prop_zipWith"] ] ++
  [ ("appendBad", Concrete Nothing $ \ce ->
      [Holds (sz (call "appendBad" (ceInputs ce)) ++ " /= " ++ sz (i ce 0) ++ " + " ++ sz (i ce 1))])
  , ("concatW", Abstract ["appendW"] $ \ce ->
      [ Holds (sz (call "concatW" (ceInputs ce)) ++ " == " ++ sumsz (i ce 0))
      , absWrongSize ce ])
  , ("concatBad", Concrete Nothing $ \ce ->
      [Holds (sz (call "concatBad" (ceInputs ce)) ++ " /= " ++ sumsz (i ce 0))])
  , ("mapBad", Concrete Nothing $ \ce ->
      [Holds (sz (call "mapBad" (ceInputs ce)) ++ " /= " ++ sz (i ce 1))])
  , ("replicateBad", Concrete (Just "replicateBad") $ \ce ->
      -- GHC does not check preconditions (replicateBad (-1) never ends): the blamed
      -- call's count is negative, and it is the input's minus two.
      [Holds ("let n' = " ++ blameArg ce 0 ++ " :: Int in n' < 0 && n' == " ++ i ce 0 ++ " - 2")])
  , ("zipWithBad", Concrete (Just "zipWithBad") $ \ce ->
      [ Throws (sz (call "zipWithBad" (ceInputs ce)))
      , Holds (sz (blameArg ce 1) ++ " > 0 && " ++ sz (blameArg ce 2) ++ " == 0") ])
  , ("foldr1Bad", Concrete (Just "die") $ \ce ->
      [Throws (call "foldr1Bad" (ceInputs ce) ++ " :: ()")])
  , ("lengthBad", Concrete Nothing $ \ce -> [Holds (call "lengthBad" (ceInputs ce) ++ " /= " ++ sz (i ce 0))])
  -- only 64-bit wraparound made lengthW's recursive call able to break v >= 0; with
  -- LiquidHaskell's mathematical Int (the default) it is correct, as LiquidHaskell says
  , ("lengthW", Clean)
  , ("prop_lengthW", Abstract ["lengthW"] $ \ce -> [Holds (call "prop_lengthW" (ceInputs ce))])
  , ("prop_mapW", Abstract ["mapW"] $ \ce ->
      [ Holds (call "prop_mapW" (ceInputs ce))
      , Holds (sz (absOut ce 0) ++ " /= " ++ sz (absArg ce 0 1)) ])
  , ("prop_concatBad", Concrete Nothing $ \ce -> [Holds ("not (" ++ call "prop_concatBad" (ceInputs ce) ++ ")")])
  ]
  where
    absWrongSize ce = Holds (sz (absOut ce 0) ++ " /= " ++ sz (absArg ce 0 0) ++ " + " ++ sz (absArg ce 0 1))

mapReduceCases :: [(String, Expect)]
mapReduceCases =
  [ (f, Clean) | f <- ["expand", "group", "collapse", "mapReduce"] ] ++
  [ ("expandNE", Concrete Nothing $ \ce ->
      [Holds (sz (i ce 1) ++ " > 0 && " ++ sz (call "expandNE" (ceInputs ce)) ++ " == 0")])
  , ("groupBad", Concrete Nothing $ \ce ->
      [Holds ("let { sz Emp = 0 :: Int; sz (_ :+: t) = 1 + sz t; e Emp = False; e ((_, vs) :+: r) = sz vs == 0 || e r } in e ("
              ++ call "groupBad" (ceInputs ce) ++ ")")])
  , ("collapseBad", Concrete (Just "foldr1") $ \ce ->
      [ Throws ("(" ++ call "collapseBad" (ceInputs ce) ++ " :: List (Integer, ())) `seq` ()")
      , Holds (sz (blameArg ce 1) ++ " == 0") ])
  , ("mapReduceBad", Concrete (Just "expandNE") $ \ce ->
      -- expandNE's precondition (a non-empty list) fails on the call's list, which
      -- is mapReduceBad's own (GHC runs it without complaint: no contracts).
      [Holds (sz (blameArg ce 1) ++ " == 0 && " ++ sz (i ce 2) ++ " == 0")])
  ]

kmeansCases :: [(String, Expect)]
kmeansCases =
  [ (f, Clean) | f <- ["add", "addW", "distance", "mergeCluster", "centroid"] ] ++
  [ ("addBad", Concrete (Just "zipWith") $ \ce ->
      [ Throws (sz (call "addBad" (ceInputs ce)))
      , Holds (sz (blameArg ce 1) ++ " /= " ++ sz (blameArg ce 2)) ])
  , ("distanceBad", Concrete Nothing $ \ce ->
      [Holds (sz (i ce 1) ++ " == " ++ i ce 0 ++ " && " ++ sz (i ce 2) ++ " == " ++ i ce 0
              ++ " && " ++ call "distanceBad" (ceInputs ce) ++ " < 0")])
  , ("centroidBad", Concrete Nothing $ \ce ->
      [Holds (i ce 2 ++ " > 0 && " ++ sz (call "centroidBad" (ceInputs ce)) ++ " /= " ++ i ce 0)])
  , ("mergeClusterW", Abstract ["addW"] $ \ce ->
      [ Holds ("let (s, p) = " ++ call "mergeClusterW" (ceInputs ce) ++ " in s > 0 && " ++ sz "p" ++ " == " ++ i ce 0)
      , Holds (sz (absOut ce 0) ++ " /= " ++ absArg ce 0 0) ])
  ]

i :: CE -> Int -> String
i ce k = ceInputs ce !! k

blameArg :: CE -> Int -> String
blameArg ce k = maybe (error "no blame") ((!! k) . snd) (ceBlame ce)

absArg :: CE -> Int -> Int -> String
absArg ce a k = let (_, as, _) = ceAbs ce !! a in as !! k

absOut :: CE -> Int -> String
absOut ce a = let (_, _, o) = ceAbs ce !! a in maybe (error "no output") id o

------------------------------------------------------------------------------------
-- Running g2 and GHC

caseFor :: FilePath -> (String, Expect) -> TestTree
caseFor file (f, ex) = testCase (f ++ ": " ++ describe ex) $ do
  root <- repoRoot
  let path = root </> "test-suite" </> "programs" </> "liquid" </> "corpus" </> file
  (code, out, err) <- readProcessWithExitCode (root </> "target" </> "release" </> "g2")
    ["liquid", path, f, "--json", "--timeout", limitFor ex] ""
  -- the exit status agrees with the outcome: 1 when a counterexample is printed
  let status = g2Status code
  assertBool ("g2's exit code; stderr:\n" ++ err) (status `elem` [G2NoneExist, G2Found, G2Inconclusive])
  -- every function ends in one stated outcome: a counterexample, or an "outcome" line
  let (outcomes, ceLines) = partition isOutcome (filter (not . all isSpace) (lines out))
      isOutcome l = maybe False (const True) (lookupField "outcome" =<< parseJSON l)
      ces = [ ce | l <- ceLines, Just ce <- [parseCE l] ]
  assertEqual ("one line per counterexample:\n" ++ out) (length ceLines) (length ces)
  assertEqual ("one outcome or counterexample for " ++ f ++ ":\n" ++ out) True (null ces /= null outcomes)
  assertEqual ("exit status 1 exactly when a counterexample is printed; stderr:\n" ++ err) (not (null ces)) (status == G2Found)
  case ex of
    Clean -> assertEqual ("nothing for " ++ f ++ "; got:\n" ++ out) 0 (length ces)
    Concrete blame checks -> do
      ce <- first ces
      assertBool ("kind concrete:\n" ++ out) (null (ceAbs ce) && kindOf out == Just "concrete")
      assertEqual ("blame:\n" ++ out) blame (fst <$> ceBlame ce)
      mapM_ (ghcCheck path) (checks ce)
    Abstract callees checks -> do
      ce <- first ces
      assertEqual ("kind abstract:\n" ++ out) (Just "abstract") (kindOf out)
      assertEqual ("the callees blamed:\n" ++ out) callees [ g | (g, _, _) <- ceAbs ce ]
      mapM_ (ghcCheck path) (checks ce)
  where
    first ces = case ces of
      ce : _ -> pure ce
      [] -> assertFailure ("no counterexample for " ++ f) >> error "unreachable"
    kindOf out = case lookupField "kind" =<< (parseJSON (head (filter (isInfixOf "\"kind\"") (lines out) ++ [""]))) of
      Just (JStr k) -> Just k
      _ -> Nothing

describe :: Expect -> String
describe Clean = "nothing"
describe (Concrete b _) = "concrete" ++ maybe "" (", blames " ++) b
describe (Abstract gs _) = "abstract, blames " ++ intercalate ", " gs

ghcCheck :: FilePath -> Check -> IO ()
ghcCheck path c = do
  let expr = case c of Holds e -> e; Throws e -> e
  (code, out, err) <- readProcessWithExitCode "ghc" ["-e", expr, path] ""
  case c of
    Holds _ -> assertEqual ("GHC: " ++ expr ++ "\n" ++ err) (ExitSuccess, "True") (code, trim out)
    Throws _ -> do
      assertBool ("GHC should throw: " ++ expr ++ "\n" ++ out) (code /= ExitSuccess)
      -- an exception at run time, not a compile error of the expression
      assertBool ("GHC did not run it: " ++ expr ++ "\n" ++ err) (not ("error:" `isInfixOf` err))
  where
    trim = reverse . dropWhile isSpace . reverse . dropWhile isSpace

parseCE :: String -> Maybe CE
parseCE l = do
  j <- parseJSON l
  JArr ins <- lookupField "inputs" j
  inputs <- mapM str ins
  let output = case lookupField "output" j of Just (JStr o) -> Just o; _ -> Nothing
  blame <- case lookupField "blame" j of
    Just (JObj _) -> do
      Just b <- pure (lookupField "blame" j)
      JStr g <- lookupField "function" b
      JArr as <- lookupField "inputs" b
      as' <- mapM str as
      pure (Just (g, as'))
    _ -> pure Nothing
  JArr abss <- lookupField "abstractions" j
  abss' <- mapM (\a -> do
    JStr g <- lookupField "function" a
    JArr as <- lookupField "inputs" a
    as' <- mapM str as
    let o = case lookupField "output" a of Just (JStr s) -> Just s; _ -> Nothing
    pure (g, as', o)) abss
  pure (CE inputs output blame abss')
  where
    str (JStr s) = Just s
    str _ = Nothing
