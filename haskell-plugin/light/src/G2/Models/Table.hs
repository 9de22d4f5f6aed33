-- | The table of models: for an id of base (or ghc-prim) whose definition the engine
-- cannot get from the interface files, the model written in plain Haskell that stands
-- for it. GHC-free.
--
-- Note [Models]
-- ~~~~~~~~~~~~~
-- base is compiled without -fexpose-all-unfoldings, so its interface files carry no
-- unfolding for a recursive function (a loop breaker), e.g. @GHC.List.elem@ or the
-- list instance method @GHC.Classes.$fEq[]_$c==@; a few others have unfoldings that end
-- in foreign calls (@GHC.Unicode.toUpper@). The modules G2.Models.* of this package
-- define replacements in plain recursion, compiled with
-- @-O0 -fno-omit-interface-pragmas -fexpose-all-unfoldings@ so that their own interfaces
-- carry every unfolding (loop breakers included) as written, unoptimised, and with
-- @-fno-ignore-interface-pragmas@ so that their code is the same in every build
-- (Note [Models are built the same way every time]).
--
-- Note [Models are built the same way every time]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- GHC's -O0 simplifier still inlines what it has an unfolding for and must inline
-- (INLINE wrappers such as Integer's comparisons). At -O0 GHC ignores the unfoldings in
-- the interfaces it loads (-fignore-interface-pragmas), but it loads each interface
-- once per session, for whichever module needs it first. The rest of this package is
-- compiled with -O in the same `--make` session, so whether a model saw base's
-- unfoldings depended on which modules the build happened to compile before it: a
-- fresh build inlined `<` on Integer into G2.Models.Float, a build that recompiled only
-- the models did not, and the engine's step counts (hence what a step budget allows)
-- differed between installations (the differential corpus: 95,196,934 against
-- 95,133,609 steps). With the unfoldings always read, every module of the session
-- loads interfaces the same way, and the models' code is the same whatever the build
-- compiles before them: the same as a session that compiles nothing else (checked by
-- comparing `ghc --show-iface` of a cabal build and of a lone `ghc -O0 --make`).
--
-- The serializer's externals worklist ("G2.Wire".'G2.Wire.mkWireModuleM') asks, for
-- every global id it reaches, whether 'modelFor' names a model for the id's defining
-- module and occurrence. If so, the serializer ("G2.Plugin.Models".modelSource) finds
-- the model module (an exposed module of g2-plugin), looks up
-- the model id and writes the model's unfolding as the binding of the *original* id;
-- the worklist continues into the model's body, which refers to other models (and to
-- itself) by their own names. A model takes precedence over an original unfolding.
--
-- A model must have exactly the original's type, with the same order of type
-- variables and class constraints: Core passes type and dictionary arguments
-- positionally. The method of an instance with a context takes the instance's type
-- variables and dictionaries first, then the method's own:
-- @$fRealFracRatio_$cround :: forall a. Integral a => forall b. Integral b => Ratio a -> b@
-- (@ghc --show-iface@ prints it as @(Integral a, Integral b) => ...@, but a model
-- written so receives the two dictionaries swapped). Models call no original that lacks
-- a definition; the list of ids the worklist still could not define is printed by the
-- plugin option @report-missing@.
--
-- Note [Specialisations in base]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- A module compiled with -O1 (cabal's default, so every module of a G2Q user's project)
-- is optimised before its code goes into its interface, and base's rewrite rules have
-- fired in it: a call-pattern specialisation (SpecConstr) of a recursive function
-- replaces calls whose argument is built by a constructor, `(c : show n) ++ rest` by
-- @GHC.Base.++_$s++ rest c (show n)@, `scanr1 f xs` inlined by
-- @GHC.List.scanr1_$sscanr1 x xs' f@. base ships these specialisations without code,
-- as it ships the functions they specialise, so each has a model here too: the
-- original function on the constructor the rule took apart (`appendCons ys x xs = x :
-- append xs ys`). Found by listing every rule of base whose right-hand side names an
-- id without an unfolding (`ghc --show-iface` of base's interfaces), and compiling
-- everyday code with -O1 (a probe, session 29: `concatMap (\(c, n) -> c : show n)`,
-- `unwords (map show xs)`, `scanr1 (+)`).
--
-- A model of a function over a type whose constructors base does not export (ReadP's
-- @P@) works on a mirror of that type, listed in 'mirrors' (Note [Mirrored types] in
-- "G2.Plugin.Models").
module G2.Models.Table (modelFor, models, mirrors) where

import qualified Data.Map.Strict as M

-- | The model of an original (defining module, occurrence), as (module, occurrence).
modelFor :: String -> String -> Maybe (String, String)
modelFor m occ = M.lookup (m, occ) table

table :: M.Map (String, String) (String, String)
table = M.fromList [ ((om, oo), mo) | (om, oo, mo) <- models ]

-- | Every mirrored type: original module, original type, (model module, mirror type).
mirrors :: [(String, String, (String, String))]
mirrors =
  [ ("Text.ParserCombinators.ReadP", "P", ("G2.Models.ReadP", "P"))
  , ("Text.Read.Lex", "Lexeme", ("G2.Models.Lex", "Lexeme"))
  , ("Text.Read.Lex", "Number", ("G2.Models.Lex", "Number"))
  , ("Data.Map.Internal", "MinView", ("G2.Models.Map", "MinView"))
  , ("Data.Map.Internal", "MaxView", ("G2.Models.Map", "MaxView"))
  , ("Data.Sequence.Internal", "ViewLTree", ("G2.Models.Sequence", "ViewLTree"))
  , ("Data.Sequence.Internal", "ViewRTree", ("G2.Models.Sequence", "ViewRTree"))
  , ("Data.Sequence.Internal", "Place", ("G2.Models.Sequence", "Place"))
  ]

-- | Every model: original module, original occurrence, (model module, model occurrence).
models :: [(String, String, (String, String))]
models = concatMap entry (lines modelLines)
  where
    entry l = case words l of
      [om, oo, mm, mo] -> [(om, oo, (mm, mo))]
      [] -> []
      _ -> error ("G2.Models.Table: a line of modelLines is not four words: " ++ show l)

-- | 'models', a line each: original module, original occurrence, model module, model
-- occurrence. A string rather than a list of tuples: GHC writes a string literal as
-- bytes in the object file, but compiled the 250 tuples into 0.37 MB of code, which
-- GHC hashes (with the rest of this package) for every module compiled with the
-- plugin (Note [The plugin's fixed cost] in "G2.Plugin.Light").
modelLines :: String
modelLines = "\
  \GHC.Base ++ G2.Models.List append\n\
  \GHC.Base ++_$s++ G2.Models.List appendCons\n\
  \GHC.List scanr1_$sscanr1 G2.Models.List scanr1Cons\n\
  \GHC.List splitAt_$s$wsplitAt' G2.Models.List splitAtPositive\n\
  \GHC.Base map G2.Models.List map\n\
  \GHC.List elem G2.Models.List elem\n\
  \GHC.List notElem G2.Models.List notElem\n\
  \GHC.List filter G2.Models.List filter\n\
  \GHC.List any G2.Models.List any\n\
  \GHC.List all G2.Models.List all\n\
  \GHC.List and G2.Models.List and\n\
  \GHC.List or G2.Models.List or\n\
  \GHC.List foldl G2.Models.List foldl\n\
  \GHC.List foldl' G2.Models.List foldl'\n\
  \GHC.List foldr1 G2.Models.List foldr1\n\
  \GHC.List foldl1 G2.Models.List foldl1\n\
  \GHC.List sum G2.Models.List sum\n\
  \GHC.List product G2.Models.List product\n\
  \GHC.List length G2.Models.List length\n\
  \GHC.List maximum G2.Models.List maximum\n\
  \GHC.List minimum G2.Models.List minimum\n\
  \GHC.List lookup G2.Models.List lookup\n\
  \GHC.List reverse G2.Models.List reverse\n\
  \GHC.List reverse1 G2.Models.List reverse1\n\
  \GHC.List take G2.Models.List take\n\
  \GHC.List drop G2.Models.List drop\n\
  \GHC.List splitAt G2.Models.List splitAt\n\
  \GHC.List replicate G2.Models.List replicate\n\
  \GHC.List zip G2.Models.List zip\n\
  \GHC.List zip3 G2.Models.List zip3\n\
  \GHC.List zipWith G2.Models.List zipWith\n\
  \GHC.List zipWith3 G2.Models.List zipWith3\n\
  \GHC.List unzip G2.Models.List unzip\n\
  \GHC.List unzip3 G2.Models.List unzip3\n\
  \GHC.List concat G2.Models.List concat\n\
  \GHC.List concatMap G2.Models.List concatMap\n\
  \GHC.List iterate G2.Models.List iterate\n\
  \GHC.List repeat G2.Models.List repeat\n\
  \GHC.List cycle G2.Models.List cycle\n\
  \GHC.List takeWhile G2.Models.List takeWhile\n\
  \GHC.List dropWhile G2.Models.List dropWhile\n\
  \GHC.List span G2.Models.List span\n\
  \GHC.List $wspan G2.Models.List wSpan\n\
  \GHC.List $wbreak G2.Models.List wBreak\n\
  \GHC.List break G2.Models.List break\n\
  \GHC.List !! G2.Models.List index\n\
  \GHC.List last G2.Models.List last\n\
  \GHC.List init G2.Models.List init\n\
  \GHC.List scanl G2.Models.List scanl\n\
  \GHC.List scanr G2.Models.List scanr\n\
  \Data.OldList elem_by G2.Models.List elem_by\n\
  \Data.OldList nub G2.Models.List nub\n\
  \Data.OldList nubBy G2.Models.List nubBy\n\
  \Data.OldList delete G2.Models.List delete\n\
  \Data.OldList deleteBy G2.Models.List deleteBy\n\
  \Data.OldList \\\\ G2.Models.List difference\n\
  \Data.OldList union G2.Models.List union\n\
  \Data.OldList unionBy G2.Models.List unionBy\n\
  \Data.OldList intersect G2.Models.List intersect\n\
  \Data.OldList intersectBy G2.Models.List intersectBy\n\
  \Data.OldList insert G2.Models.List insert\n\
  \Data.OldList insertBy G2.Models.List insertBy\n\
  \Data.OldList sort G2.Models.List sort\n\
  \Data.OldList sortBy G2.Models.List sortBy\n\
  \Data.OldList words G2.Models.List words\n\
  \Data.OldList unwords G2.Models.List unwords\n\
  \Data.OldList lines G2.Models.List lines\n\
  \Data.OldList unlines G2.Models.List unlines\n\
  \Data.OldList isPrefixOf G2.Models.List isPrefixOf\n\
  \Data.OldList isSuffixOf G2.Models.List isSuffixOf\n\
  \Data.OldList isInfixOf G2.Models.List isInfixOf\n\
  \Data.OldList partition G2.Models.List partition\n\
  \Data.OldList group G2.Models.List group\n\
  \Data.OldList groupBy G2.Models.List groupBy\n\
  \Data.OldList intercalate G2.Models.List intercalate\n\
  \Data.OldList intersperse G2.Models.List intersperse\n\
  \Data.OldList transpose G2.Models.List transpose\n\
  \Data.OldList tails G2.Models.List tails\n\
  \Data.OldList inits G2.Models.List inits\n\
  \GHC.Classes $fEq[]_$c== G2.Models.Classes eqList\n\
  \GHC.Classes $fEq[]_$c/= G2.Models.Classes neList\n\
  \GHC.Classes $fOrd[]_$ccompare G2.Models.Classes compareList\n\
  \GHC.Classes $fOrd[]_$c< G2.Models.Classes ltList\n\
  \GHC.Classes $fOrd[]_$c<= G2.Models.Classes leList\n\
  \GHC.Classes $fOrd[]_$c> G2.Models.Classes gtList\n\
  \GHC.Classes $fOrd[]_$c>= G2.Models.Classes geList\n\
  \GHC.Classes $fOrd[]_$cmax G2.Models.Classes maxList\n\
  \GHC.Classes $fOrd[]_$cmin G2.Models.Classes minList\n\
  \GHC.Classes $fEq[]_$s$c/= G2.Models.Classes neListInt\n\
  \GHC.Classes $fEq[]_$s$c/=1 G2.Models.Classes neListString\n\
  \GHC.Classes $fOrd[]_$s$c< G2.Models.Classes ltListInt\n\
  \GHC.Classes $fOrd[]_$s$c<1 G2.Models.Classes ltListString\n\
  \GHC.Classes $fOrd[]_$s$c<2 G2.Models.Classes ltListStrings\n\
  \GHC.Classes $fOrd[]_$s$c<= G2.Models.Classes leListInt\n\
  \GHC.Classes $fOrd[]_$s$c<=1 G2.Models.Classes leListString\n\
  \GHC.Classes $fOrd[]_$s$c<=2 G2.Models.Classes leListStrings\n\
  \GHC.Classes $fOrd[]_$s$c> G2.Models.Classes gtListInt\n\
  \GHC.Classes $fOrd[]_$s$c>1 G2.Models.Classes gtListString\n\
  \GHC.Classes $fOrd[]_$s$c>2 G2.Models.Classes gtListStrings\n\
  \GHC.Classes $fOrd[]_$s$c>= G2.Models.Classes geListInt\n\
  \GHC.Classes $fOrd[]_$s$c>=1 G2.Models.Classes geListString\n\
  \GHC.Classes $fOrd[]_$s$c>=2 G2.Models.Classes geListStrings\n\
  \GHC.Classes $fOrd[]_$s$ccompare G2.Models.Classes compareListInt\n\
  \GHC.Classes $fOrd[]_$s$ccompare1 G2.Models.Classes compareListString\n\
  \GHC.Classes $fOrd[]_$s$ccompare2 G2.Models.Classes compareListStrings\n\
  \GHC.Classes $fOrd[]_$s$cmax G2.Models.Classes maxListInt\n\
  \GHC.Classes $fOrd[]_$s$cmax1 G2.Models.Classes maxListString\n\
  \GHC.Classes $fOrd[]_$s$cmax2 G2.Models.Classes maxListStrings\n\
  \GHC.Classes $fOrd[]_$s$cmin G2.Models.Classes minListInt\n\
  \GHC.Classes $fOrd[]_$s$cmin1 G2.Models.Classes minListString\n\
  \GHC.Classes $fOrd[]_$s$cmin2 G2.Models.Classes minListStrings\n\
  \GHC.Classes $fEq[]_$s$c==1 G2.Models.Classes eqListStrings\n\
  \GHC.Unicode isSpace G2.Models.Char isSpace\n\
  \GHC.Unicode isUpper G2.Models.Char isUpper\n\
  \GHC.Unicode isLower G2.Models.Char isLower\n\
  \GHC.Unicode isAlpha G2.Models.Char isAlpha\n\
  \GHC.Unicode isAlphaNum G2.Models.Char isAlphaNum\n\
  \GHC.Unicode toUpper G2.Models.Char toUpper\n\
  \GHC.Unicode toLower G2.Models.Char toLower\n\
  \GHC.Unicode generalCategory G2.Models.Char generalCategory\n\
  \GHC.Unicode $wgeneralCategory G2.Models.Char wGeneralCategory\n\
  \Data.Char $wlvl G2.Models.Char wDigitToIntError\n\
  \GHC.Unicode isPunctuation G2.Models.Char isPunctuation\n\
  \GHC.Unicode $wisPunctuation G2.Models.Char wIsPunctuation\n\
  \GHC.Unicode isSymbol G2.Models.Char isSymbol\n\
  \GHC.Unicode $wisSymbol G2.Models.Char wIsSymbol\n\
  \GHC.Unicode isControl G2.Models.Char isControl\n\
  \GHC.Unicode isPrint G2.Models.Char isPrint\n\
  \GHC.Unicode toTitle G2.Models.Char toTitle\n\
  \GHC.Unicode $w$cshowsPrec G2.Models.Char wShowsPrecGeneralCategory\n\
  \GHC.CString unpackCString# G2.Models.CString unpackCString\n\
  \GHC.CString unpackAppendCString# G2.Models.CString unpackAppendCString\n\
  \GHC.CString unpackFoldrCString# G2.Models.CString unpackFoldrCString\n\
  \GHC.CString unpackCStringUtf8# G2.Models.CString unpackCStringUtf8\n\
  \GHC.Show itos G2.Models.Show itos\n\
  \GHC.Show showSignedInt G2.Models.Show showSignedInt\n\
  \GHC.Show $fShowInt_$cshow G2.Models.Show showInt\n\
  \GHC.Show $fShowInt_$cshowList G2.Models.Show showIntList\n\
  \GHC.Show $fShowInteger_$cshowsPrec G2.Models.Show showsPrecInteger\n\
  \GHC.Show $wintegerToString G2.Models.Show wIntegerToString\n\
  \GHC.Show $wshowLitChar G2.Models.Show wShowLitChar\n\
  \GHC.Show $fShowInteger_$cshowList G2.Models.Show showIntegerList\n\
  \GHC.Show showList__ G2.Models.Show showList__\n\
  \GHC.Show showLitChar G2.Models.Show showLitChar\n\
  \GHC.Show showLitString G2.Models.Show showLitString\n\
  \GHC.Show $fShowChar_$cshowsPrec G2.Models.Show showsPrecChar\n\
  \GHC.Show $fShowChar_$cshow G2.Models.Show showChar'\n\
  \GHC.Show $fShowChar_$cshowList G2.Models.Show showCharList\n\
  \GHC.Show $fShow(,)_$cshowsPrec G2.Models.Show showsPrecPair\n\
  \GHC.Show $fShow(,)_$cshow G2.Models.Show showPair\n\
  \GHC.Show $fShow(,)_$cshowList G2.Models.Show showPairList\n\
  \GHC.Show $fShowBool_$cshowsPrec G2.Models.Show showsPrecBool\n\
  \GHC.Show $fShowBool_$cshow G2.Models.Show showBool\n\
  \GHC.Show $fShowMaybe_$cshowsPrec G2.Models.Show showsPrecMaybe\n\
  \GHC.Show $fShowMaybe_$cshow G2.Models.Show showMaybe\n\
  \GHC.List scanl1 G2.Models.List scanl1\n\
  \GHC.List scanr1 G2.Models.List scanr1\n\
  \GHC.List scanl2 G2.Models.List tailError\n\
  \Data.OldList stripPrefix G2.Models.List stripPrefix\n\
  \GHC.Base eqString G2.Models.List eqString\n\
  \GHC.Classes $fEqModule_$s$c== G2.Models.List eqString\n\
  \Data.Maybe fromJust G2.Models.Base fromJust\n\
  \GHC.Char chr G2.Models.Base chr\n\
  \GHC.Char $wlvl G2.Models.Base chrError\n\
  \GHC.Num.Integer $wintegerSignum G2.Models.Base wIntegerSignum\n\
  \GHC.Show intToDigit1 G2.Models.Show intToDigitError\n\
  \Numeric $wlvl2 G2.Models.Show showIntAtBaseBaseError\n\
  \Numeric $wlvl3 G2.Models.Show showIntAtBaseNegativeError\n\
  \Numeric showInt1 G2.Models.Show showIntNegativeError\n\
  \Numeric readSigned G2.Models.Read readSigned\n\
  \Text.Read.Lex lexChar2 G2.Models.Lex lexChar2\n\
  \Text.Read.Lex $wconsumeEmpties G2.Models.Lex wConsumeEmpties\n\
  \GHC.Read lexLitChar_removeNulls G2.Models.Lex removeNulls\n\
  \GHC.Read lexLitChar_$sremoveNulls G2.Models.Lex sRemoveNulls\n\
  \GHC.Num.Integer integerCompare G2.Models.Base integerCompare\n\
  \GHC.Num.Integer integerGcd G2.Models.Base integerGcd\n\
  \GHC.Num.Integer integerLcm G2.Models.Base integerLcm\n\
  \GHC.Num.Natural naturalGcd G2.Models.Base naturalGcd\n\
  \GHC.Num.Natural naturalLcm G2.Models.Base naturalLcm\n\
  \GHC.Num.Integer integerDivMod# G2.Models.Base integerDivMod#\n\
  \GHC.Num.Integer integerQuotRem# G2.Models.Base integerQuotRem#\n\
  \GHC.Show $wshowWord G2.Models.Show wShowWord\n\
  \GHC.Show $witos G2.Models.Show wItos\n\
  \GHC.List $wscanlGo' G2.Models.List wScanlGo'\n\
  \GHC.List $witerate' G2.Models.List wIterate'\n\
  \Data.OldList nonEmptySubsequences G2.Models.List nonEmptySubsequences\n\
  \Data.OldList permutations1 G2.Models.List permutations1\n\
  \Data.List isSubsequenceOf G2.Models.List isSubsequenceOf\n\
  \Data.OldList $wgenericLength G2.Models.List wGenericLength\n\
  \Data.OldList $wgenericTake G2.Models.List wGenericTake\n\
  \Data.OldList $wgenericDrop G2.Models.List wGenericDrop\n\
  \Data.OldList $wgenericSplitAt G2.Models.List wGenericSplitAt\n\
  \Data.OldList $wgenericIndex G2.Models.List wGenericIndex\n\
  \GHC.List $wunsafeTake G2.Models.List wUnsafeTake\n\
  \Data.Map.Internal $wlookupMinSure G2.Models.Map wLookupMinSure\n\
  \Data.Map.Internal $wlookupMaxSure G2.Models.Map wLookupMaxSure\n\
  \GHC.Float $w$catan2 G2.Models.Float wAtan2Double\n\
  \GHC.Float $w$catan1 G2.Models.Float wAtan2Float\n\
  \GHC.Float $w$sfromRat'' G2.Models.Float wFromRatDouble\n\
  \GHC.Float $w$sfromRat''1 G2.Models.Float wFromRatFloat\n\
  \GHC.Float $wfromRat G2.Models.Float wFromRat\n\
  \GHC.Real $fRealFracRatio_$cround G2.Models.Float roundRatio\n\
  \GHC.Float $fRealFracDouble_$cproperFraction G2.Models.RealFrac properFractionDouble\n\
  \GHC.Float $fRealFracDouble_$ctruncate G2.Models.RealFrac truncateDouble\n\
  \GHC.Float $fRealFracDouble_$cround G2.Models.RealFrac roundDouble\n\
  \GHC.Float $fRealFracDouble_$cceiling G2.Models.RealFrac ceilingDouble\n\
  \GHC.Float $fRealFracDouble_$cfloor G2.Models.RealFrac floorDouble\n\
  \GHC.Float $fRealFracFloat_$cproperFraction G2.Models.RealFrac properFractionFloat\n\
  \GHC.Float $fRealFracFloat_$ctruncate G2.Models.RealFrac truncateFloat\n\
  \GHC.Float $fRealFracFloat_$cround G2.Models.RealFrac roundFloat\n\
  \GHC.Float $fRealFracFloat_$cceiling G2.Models.RealFrac ceilingFloat\n\
  \GHC.Float $fRealFracFloat_$cfloor G2.Models.RealFrac floorFloat\n\
  \GHC.Float.ConversionUtils elimZerosInteger G2.Models.Float elimZerosInteger\n\
  \GHC.Float.ConversionUtils elimZerosInt# G2.Models.Float elimZerosInt#\n\
  \GHC.Num.Integer integerAnd G2.Models.Base integerAnd\n\
  \GHC.Num.Integer integerOr G2.Models.Base integerOr\n\
  \GHC.Num.Integer integerXor G2.Models.Base integerXor\n\
  \GHC.Num.Integer integerComplement G2.Models.Base integerComplement\n\
  \GHC.Num.Integer integerShiftL# G2.Models.Base integerShiftL#\n\
  \GHC.Num.Integer integerShiftR# G2.Models.Base integerShiftR#\n\
  \GHC.Num.Integer integerTestBit# G2.Models.Base integerTestBit#\n\
  \GHC.Num.Integer integerPopCount# G2.Models.Base integerPopCount#\n\
  \GHC.Num.Integer integerBit# G2.Models.Base integerBit#\n\
  \GHC.Num.Integer integerToNaturalThrow G2.Models.Base integerToNaturalThrow\n\
  \GHC.Num.Integer integerToNaturalClamp G2.Models.Base integerToNaturalClamp\n\
  \GHC.Num.Natural naturalSubThrow G2.Models.Base naturalSubThrow\n\
  \GHC.Num.Natural naturalNegate G2.Models.Base naturalNegate\n\
  \GHC.Num.Natural naturalQuotRem# G2.Models.Base naturalQuotRem#\n\
  \GHC.Num.Natural naturalCompare G2.Models.Base naturalCompare\n\
  \GHC.Ix $windexError G2.Models.Base wIndexError\n\
  \GHC.Arr $w$cshowsPrec G2.Models.Base wShowsPrecArray\n\
  \Data.Maybe catMaybes G2.Models.Base catMaybes\n\
  \Data.Maybe mapMaybe G2.Models.Base mapMaybe\n\
  \Data.Either partitionEithers G2.Models.Base partitionEithers\n\
  \GHC.Show $fShow(,)_$sgo1 G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Show $fShow(,,,,,,,,,,,,,,)_$sgo G2.Models.Show showTupleGo\n\
  \GHC.Float $w$sformatRealFloatAlt G2.Models.Float formatRealFloatAltDouble\n\
  \GHC.Float $w$sformatRealFloatAlt1 G2.Models.Float formatRealFloatAltFloat\n\
  \GHC.Float formatRealFloatAlt G2.Models.Float formatRealFloatAlt\n\
  \GHC.Float floatToDigits G2.Models.Float floatToDigits\n\
  \GHC.Enum $fEnumOrdering_go G2.Models.Enum orderingFrom\n\
  \GHC.Enum $fEnumOrdering_$cenumFromThen G2.Models.Enum orderingFromThen\n\
  \GHC.Enum $fEnumBool_go G2.Models.Enum boolFrom\n\
  \GHC.Enum $fEnumBool_$cenumFromThen G2.Models.Enum boolFromThen\n\
  \GHC.Enum $fEnumOrdering1 G2.Models.Enum orderingToEnumError\n\
  \GHC.Enum $fEnumOrdering6 G2.Models.Enum orderingPredError\n\
  \GHC.Enum $fEnumOrdering7 G2.Models.Enum orderingSuccError\n\
  \GHC.Enum $fEnumBool1 G2.Models.Enum boolToEnumError\n\
  \GHC.Enum $fEnumBool5 G2.Models.Enum boolPredError\n\
  \GHC.Enum $fEnumBool6 G2.Models.Enum boolSuccError\n\
  \GHC.Enum $fEnumChar1 G2.Models.Enum charPredError\n\
  \GHC.Enum $fEnumChar2 G2.Models.Enum charSuccError\n\
  \GHC.Enum $fEnumInt1 G2.Models.Enum intPredError\n\
  \GHC.Enum $fEnumInt2 G2.Models.Enum intSuccError\n\
  \GHC.Word $w$sboundedEnumFromThen2 G2.Models.Enum wWord8FromThen\n\
  \GHC.Word $w$sboundedEnumFromThen G2.Models.Enum wWord16FromThen\n\
  \GHC.Word $w$sboundedEnumFromThen1 G2.Models.Enum wWord32FromThen\n\
  \GHC.Word $fEnumWord14 G2.Models.Enum word8SuccError\n\
  \GHC.Word $fEnumWord13 G2.Models.Enum word8PredError\n\
  \GHC.Word $fEnumWord3 G2.Models.Enum word16SuccError\n\
  \GHC.Word $fEnumWord2 G2.Models.Enum word16PredError\n\
  \GHC.Word $fEnumWord6 G2.Models.Enum word32SuccError\n\
  \GHC.Word $fEnumWord5 G2.Models.Enum word32PredError\n\
  \GHC.Word $fEnumWord11 G2.Models.Enum word64SuccError\n\
  \GHC.Word $fEnumWord10 G2.Models.Enum word64PredError\n\
  \GHC.Word $wlvl3 G2.Models.Enum wWord8ToEnumError\n\
  \GHC.Word $wlvl G2.Models.Enum wWord16ToEnumError\n\
  \GHC.Word $wlvl1 G2.Models.Enum wWord32ToEnumError\n\
  \GHC.Word $wlvl2 G2.Models.Enum wWord64ToEnumError\n\
  \Data.Semigroup $fSemigroupWrappedMonoid_$cstimes G2.Models.Semigroup stimesWrappedMonoid\n\
  \Data.Semigroup.Internal $fSemigroupEndo_$cstimes G2.Models.Semigroup stimesEndo\n\
  \GHC.Base $fSemigroupOrdering_$cstimes G2.Models.Semigroup stimesOrdering\n\
  \GHC.Base $fSemigroupNonEmpty_$cstimes G2.Models.Semigroup stimesNonEmpty\n\
  \GHC.Base $fSemigroup[]1 G2.Models.Semigroup sconcatList\n\
  \Data.Semigroup.Internal $fSemigroupAny_go1 G2.Models.Semigroup sconcatAny\n\
  \Data.Semigroup.Internal $fSemigroupAll_go1 G2.Models.Semigroup sconcatAll\n\
  \Data.Monoid $fSemigroupFirst1 G2.Models.Semigroup sconcatFirst\n\
  \Data.Monoid $fSemigroupLast1 G2.Models.Semigroup sconcatLast\n\
  \Data.Semigroup $fSemigroupLast1 G2.Models.Semigroup sconcatSemigroupLast\n\
  \GHC.Real $wf G2.Models.Base powInteger\n\
  \GHC.Real $wf1 G2.Models.Base powInt\n\
  \GHC.Real ^1 G2.Models.Base negativeExponentInteger\n\
  \GHC.Real ^2 G2.Models.Base negativeExponentInt\n\
  \Text.Read readEither G2.Models.Read readEither\n\
  \Text.Read readMaybe G2.Models.Read readMaybe\n\
  \GHC.Read $fReadInt_$creadsPrec G2.Models.Read readsPrecInt\n\
  \GHC.Read $fReadInteger_$creadsPrec G2.Models.Read readsPrecInteger\n\
  \GHC.Read $fReadNatural_$creadsPrec G2.Models.Read readsPrecNatural\n\
  \GHC.Read $fReadDouble_$creadsPrec G2.Models.Read readsPrecDouble\n\
  \GHC.Read $fReadFloat_$creadsPrec G2.Models.Read readsPrecFloat\n\
  \GHC.Read readField G2.Models.ReadDerived readField\n\
  \GHC.Read list G2.Models.ReadDerived list\n\
  \GHC.Read choose2 G2.Models.ReadDerived choose2\n\
  \Data.Either $fReadEither1 G2.Models.ReadDerived readPrecEither\n\
  \Text.ParserCombinators.ReadP run G2.Models.ReadP run\n\
  \Text.ParserCombinators.ReadP $fAlternativeP_$c<|> G2.Models.ReadP alt\n\
  \Text.ParserCombinators.ReadP skipSpaces2 G2.Models.ReadP skipSpaces2\n\
  \Text.ParserCombinators.ReadP gather_gath G2.Models.ReadP gatherGath\n\
  \Text.Read.Lex expect2 G2.Models.Lex expect2\n\
  \Text.Printf uprintfs G2.Models.Printf uprintfs\n\
  \Text.Printf $wparseIntFormat G2.Models.Printf wparseIntFormat\n\
  \Text.Printf $wformatIntegral G2.Models.Printf wformatIntegral\n\
  \Text.Printf $w$sformatRealFloat G2.Models.Printf wsformatRealFloat\n\
  \Text.Printf $w$sformatRealFloat1 G2.Models.Printf wsformatRealFloat1\n\
  \Text.Printf formatRealFloat G2.Models.Printf formatRealFloat\n\
  \Text.Printf perror G2.Models.Printf perror\n\
  \Text.Printf errorShortFormat G2.Models.Printf errorShortFormat\n\
  \Text.Printf errorMissingArgument G2.Models.Printf errorMissingArgument\n\
  \Text.Printf errorBadArgument G2.Models.Printf errorBadArgument\n\
  \Text.Printf $werrorBadFormat G2.Models.Printf werrorBadFormat\n\
  \Text.Printf $fPrintfArgChar1 G2.Models.Printf undefinedInt\n\
  \Text.Printf $fPrintfArgInt1 G2.Models.Printf unknownModifier\n\
  \Data.IntSet.Internal $winsertBM G2.Models.IntSet wInsertBM\n\
  \Data.IntSet.Internal $wdeleteBM G2.Models.IntSet wDeleteBM\n\
  \Data.IntSet.Internal fromList_go1 G2.Models.IntSet fromListGo\n\
  \Data.IntSet.Internal toAscList_go G2.Models.IntSet toAscListGo\n\
  \Data.IntSet.Internal toDescList_go G2.Models.IntSet toDescListGo\n\
  \Data.IntSet.Internal $wgo3 G2.Models.IntSet wSizeGo\n\
  \Data.IntSet.Internal union G2.Models.IntSet union\n\
  \Data.IntSet.Internal difference G2.Models.IntSet difference\n\
  \Data.IntSet.Internal intersection G2.Models.IntSet intersection\n\
  \Data.IntSet.Internal filter G2.Models.IntSet filter\n\
  \Data.IntSet.Internal equal G2.Models.IntSet equal\n\
  \Data.IntSet.Internal nequal G2.Models.IntSet nequal\n\
  \Data.IntSet.Internal $wgo1 G2.Models.IntSet wMinGo\n\
  \Data.IntSet.Internal $wgo G2.Models.IntSet wMaxGo\n\
  \Data.IntSet.Internal minView_$s$wgo1 G2.Models.IntSet minViewBin\n\
  \Data.IntSet.Internal maxView_$s$wgo1 G2.Models.IntSet maxViewBin\n\
  \Data.IntSet.Internal $wfind1 G2.Models.IntSet wFindMin\n\
  \Data.IntSet.Internal $wfind G2.Models.IntSet wFindMax\n\
  \Data.IntSet.Internal findMin1 G2.Models.IntSet findMinError\n\
  \Data.IntSet.Internal findMax1 G2.Models.IntSet findMaxError\n\
  \Data.IntSet.Internal deleteFindMin_d G2.Models.IntSet deleteFindMinError\n\
  \Data.IntSet.Internal deleteFindMax_d G2.Models.IntSet deleteFindMaxError\n\
  \Data.IntSet.Internal isSubsetOf G2.Models.IntSet isSubsetOf\n\
  \Data.IntSet.Internal isSubsetOf_$sisSubsetOf1 G2.Models.IntSet isSubsetOfBin\n\
  \Data.IntSet.Internal isSubsetOf_$sisSubsetOf G2.Models.IntSet isSubsetOfTip\n\
  \Data.IntSet.Internal $wgo2 G2.Models.IntSet wPartitionGo\n\
  \Text.Read.Lex numberToFixed_$sgo G2.Models.Lex numberToFixedGo\n\
  \Text.Read.Lex $wnumberToRational G2.Models.Read wNumberToRational\n\
  \Text.Read.Lex numberToFixed_$scombine G2.Models.Lex numberToFixedCombine\n\
  \GHC.List $wlenAcc G2.Models.List wLenAcc\n\
  \GHC.Classes $fEq[]_$s$c== G2.Models.Classes eqListInt\n\
  \Data.Map.Internal balance G2.Models.Map balance\n\
  \Data.Map.Internal balanceL G2.Models.Map balanceL\n\
  \Data.Map.Internal balanceR G2.Models.Map balanceR\n\
  \Data.Map.Internal insertMax G2.Models.Map insertMax\n\
  \Data.Map.Internal insertMin G2.Models.Map insertMin\n\
  \Data.Map.Internal link_$slink1 G2.Models.Map linkSLink1\n\
  \Data.Map.Internal link_$slink2 G2.Models.Map linkSLink2\n\
  \Data.Map.Internal link_$sinsertMax G2.Models.Map linkSInsertMax\n\
  \Data.Map.Internal link_$sinsertMin G2.Models.Map linkSInsertMin\n\
  \Data.Map.Internal link2_$slink1 G2.Models.Map link2SLink1\n\
  \Data.Map.Internal link2_$slink2 G2.Models.Map link2SLink2\n\
  \Data.Map.Internal minViewSure G2.Models.Map minViewSure\n\
  \Data.Map.Internal maxViewSure G2.Models.Map maxViewSure\n\
  \Data.Map.Internal deleteMin_$sdeleteMin G2.Models.Map deleteMinS\n\
  \Data.Map.Internal deleteMax_$sdeleteMax G2.Models.Map deleteMaxS\n\
  \Data.Map.Internal toAscList1 G2.Models.Map toAscListGo\n\
  \Data.Map.Internal toDescList1 G2.Models.Map toDescListGo\n\
  \Data.Map.Internal elems1 G2.Models.Map elemsGo\n\
  \Data.Map.Internal keys1 G2.Models.Map keysGo\n\
  \Data.Map.Internal filterWithKey G2.Models.Map filterWithKey\n\
  \Data.Map.Internal mapWithKey G2.Models.Map mapWithKey\n\
  \Data.Map.Internal $wpoly_go3 G2.Models.Map wPartitionGo\n\
  \Data.Map.Internal mapMaybeWithKey G2.Models.Map mapMaybeWithKey\n\
  \Data.Map.Internal keysSet G2.Models.Map keysSet\n\
  \Data.Map.Internal $welemAt G2.Models.Map wElemAt\n\
  \Data.Map.Internal $fFunctorMap_$c<$ G2.Models.Map replaceValues\n\
  \Data.Map.Internal findMin1 G2.Models.Map findMinError\n\
  \Data.Map.Internal findMax1 G2.Models.Map findMaxError\n\
  \Data.Map.Internal deleteFindMin2 G2.Models.Map deleteFindMinError\n\
  \Data.Map.Internal deleteFindMax2 G2.Models.Map deleteFindMaxError\n\
  \Data.Map.Internal take_$s$wpoly_go G2.Models.Map takeSGo\n\
  \Data.Map.Internal drop_$s$wpoly_go G2.Models.Map dropSGo\n\
  \Data.Map.Internal splitAt_$s$wpoly_go G2.Models.Map splitAtSGo\n\
  \Data.Map.Internal $wpoly_go G2.Models.Map wFromDistinctAscListGo\n\
  \Data.Map.Strict.Internal $wpoly_go G2.Models.Map wFromDistinctAscListGoStrict\n\
  \Data.Map.Strict.Internal mapWithKey G2.Models.Map mapWithKeyStrict\n\
  \Data.Map.Strict.Internal mapMaybeWithKey G2.Models.Map mapMaybeWithKeyStrict\n\
  \Data.Map.Internal $wmapAccumL G2.Models.Map wMapAccumL\n\
  \Data.Map.Strict.Internal $wmapAccumL G2.Models.Map wMapAccumLStrict\n\
  \Data.Map.Internal $wmapAccumRWithKey G2.Models.Map wMapAccumRWithKey\n\
  \Data.Map.Strict.Internal $wmapAccumRWithKey G2.Models.Map wMapAccumRWithKeyStrict\n\
  \Data.Map.Internal $wpoly_go2 G2.Models.Map wMapEitherGo\n\
  \Data.Map.Strict.Internal $wpoly_go2 G2.Models.Map wMapEitherGoStrict\n\
  \Data.Set.Internal balanceL G2.Models.Set balanceL\n\
  \Data.Set.Internal $wpoly_go2 G2.Models.Set wPartitionGo\n\
  \Data.Set.Internal balanceR G2.Models.Set balanceR\n\
  \Data.Set.Internal insertMax G2.Models.Set insertMax\n\
  \Data.Set.Internal insertMin G2.Models.Set insertMin\n\
  \Data.Set.Internal link_$slink1 G2.Models.Set linkSLink1\n\
  \Data.Set.Internal link_$slink2 G2.Models.Set linkSLink2\n\
  \Data.Set.Internal link_$sinsertMax G2.Models.Set linkSInsertMax\n\
  \Data.Set.Internal link_$sinsertMin G2.Models.Set linkSInsertMin\n\
  \Data.Set.Internal merge_$smerge G2.Models.Set mergeSMerge\n\
  \Data.Set.Internal merge_$smerge1 G2.Models.Set mergeSMerge1\n\
  \Data.Set.Internal $wgo G2.Models.Set wMaxViewSure\n\
  \Data.Set.Internal $wgo1 G2.Models.Set wMinViewSure\n\
  \Data.Set.Internal deleteMin_$sdeleteMin G2.Models.Set deleteMinS\n\
  \Data.Set.Internal deleteMax_$sdeleteMax G2.Models.Set deleteMaxS\n\
  \Data.Set.Internal $fDataSet1 G2.Models.Set toAscListGo\n\
  \Data.Set.Internal toDescList1 G2.Models.Set toDescListGo\n\
  \Data.Set.Internal filter G2.Models.Set filter\n\
  \Data.Set.Internal lookupMinSure G2.Models.Set lookupMinSure\n\
  \Data.Set.Internal lookupMaxSure G2.Models.Set lookupMaxSure\n\
  \Data.Set.Internal findMin1 G2.Models.Set findMinError\n\
  \Data.Set.Internal findMax1 G2.Models.Set findMaxError\n\
  \Data.Set.Internal deleteFindMin2 G2.Models.Set deleteFindMinError\n\
  \Data.Set.Internal deleteFindMax2 G2.Models.Set deleteFindMaxError\n\
  \Data.Set.Internal $welemAt G2.Models.Set wElemAt\n\
  \Data.Set.Internal $wdeleteAt G2.Models.Set wDeleteAt\n\
  \Data.Set.Internal disjoint G2.Models.Set disjoint\n\
  \Data.Set.Internal take_$s$wpoly_go G2.Models.Set takeSGo\n\
  \Data.Set.Internal drop_$s$wpoly_go G2.Models.Set dropSGo\n\
  \Data.Set.Internal splitAt_$s$wpoly_go G2.Models.Set splitAtSGo\n\
  \Data.IntMap.Internal $winsert G2.Models.IntMap wInsert\n\
  \Data.IntMap.Internal $winsertWithKey G2.Models.IntMap wInsertWithKey\n\
  \Data.IntMap.Strict.Internal $winsert G2.Models.IntMap wInsertStrict\n\
  \Data.IntMap.Strict.Internal $winsertWithKey G2.Models.IntMap wInsertWithKeyStrict\n\
  \Data.IntMap.Internal $wdelete G2.Models.IntMap wDelete\n\
  \Data.IntMap.Internal $wgo G2.Models.IntMap wSizeGo\n\
  \Data.IntMap.Internal toAscList1 G2.Models.IntMap toAscListGo\n\
  \Data.IntMap.Internal toDescList1 G2.Models.IntMap toDescListGo\n\
  \Data.IntMap.Internal elems1 G2.Models.IntMap elemsGo\n\
  \Data.IntMap.Internal keys1 G2.Models.IntMap keysGo\n\
  \Data.IntMap.Internal $wadjustWithKey G2.Models.IntMap wAdjustWithKey\n\
  \Data.IntMap.Strict.Internal $wadjustWithKey G2.Models.IntMap wAdjustWithKeyStrict\n\
  \Data.IntMap.Internal $walter G2.Models.IntMap wAlter\n\
  \Data.IntMap.Strict.Internal $walter G2.Models.IntMap wAlterStrict\n\
  \Data.IntMap.Internal unionWithKey G2.Models.IntMap unionWithKey\n\
  \Data.IntMap.Strict.Internal unionWithKey G2.Models.IntMap unionWithKeyStrict\n\
  \Data.IntMap.Internal equal G2.Models.IntMap equal\n\
  \Data.IntMap.Internal nequal G2.Models.IntMap nequal\n\
  \Data.IntMap.Internal unsafeFindMin G2.Models.IntMap unsafeFindMin\n\
  \Data.IntMap.Internal unsafeFindMax G2.Models.IntMap unsafeFindMax\n\
  \Data.IntMap.Internal findMin1 G2.Models.IntMap findMinError\n\
  \Data.IntMap.Internal findMax1 G2.Models.IntMap findMaxError\n\
  \Data.IntMap.Internal deleteFindMin_d G2.Models.IntMap deleteFindMinError\n\
  \Data.IntMap.Internal deleteFindMax_d G2.Models.IntMap deleteFindMaxError\n\
  \Data.IntMap.Internal $wminViewWithKeySure G2.Models.IntMap wMinViewWithKeySure\n\
  \Data.IntMap.Internal $wmaxViewWithKeySure G2.Models.IntMap wMaxViewWithKeySure\n\
  \Data.IntMap.Internal $fMonoidIntMap1 G2.Models.IntMap union\n\
  \Data.IntMap.Internal split_$s$wgo G2.Models.IntMap splitGo\n\
  \Data.IntMap.Internal mapWithKey G2.Models.IntMap mapWithKey\n\
  \Data.IntMap.Strict.Internal mapWithKey G2.Models.IntMap mapWithKeyStrict\n\
  \Data.IntMap.Internal mapMaybeWithKey G2.Models.IntMap mapMaybeWithKey\n\
  \Data.IntMap.Strict.Internal mapMaybeWithKey G2.Models.IntMap mapMaybeWithKeyStrict\n\
  \Data.IntMap.Internal $wupdateWithKey G2.Models.IntMap wUpdateWithKey\n\
  \Data.IntMap.Strict.Internal $wupdateWithKey G2.Models.IntMap wUpdateWithKeyStrict\n\
  \Data.Tree $wpoly_squish G2.Models.Tree wSquish\n\
  \Data.Tree $wunfoldTree G2.Models.Tree wUnfoldTree\n\
  \Data.Tree levels_$spoly_go G2.Models.Tree levelsSGo\n\
  \Data.Tree drawTree_drawSubTrees G2.Models.Tree drawSubTrees\n\
  \Data.Tree drawTree_$sdrawSubTrees G2.Models.Tree drawSubTreesS\n\
  \Data.Tree $wfmapTree G2.Models.Tree wFmapTree\n\
  \Data.Tree $w$c<$ G2.Models.Tree wReplace\n\
  \Data.Tree $fEqTree_$c== G2.Models.Tree eqTree\n\
  \Data.Tree $w$cshowsPrec G2.Models.Tree wShowsPrec\n\
  \Data.Tree $w$cfoldMap G2.Models.Tree wFoldMap\n\
  \Data.Tree $w$s$cfoldMap G2.Models.Tree wFoldMapAny\n\
  \Data.Tree $w$s$cfoldMap1 G2.Models.Tree wFoldMapEndo\n\
  \Data.Graph $wdfs G2.Models.Graph wDfs\n\
  \Data.Graph reverseTopSort1 G2.Models.Graph postorderF\n\
  \Data.Graph path1 G2.Models.Graph preorderF\n\
  \Data.Graph components_go1 G2.Models.Graph swapEdges\n\
  \Data.Graph stronglyConnComp2 G2.Models.Graph sccNodes\n\
  \Data.Graph $wgraphFromEdges G2.Models.Graph wGraphFromEdges\n\
  \Data.Sequence.Internal $b:<|_$s$sconsTree G2.Models.Sequence consSCons\n\
  \Data.Sequence.Internal $b:|>_$s$ssnocTree G2.Models.Sequence snocSSnoc\n\
  \Data.Sequence.Internal $fAlternativeSeq3 G2.Models.Sequence appendSeq\n\
  \Data.Sequence.Internal $fApplicativeSeq3 G2.Models.Sequence replicateError\n\
  \Data.Sequence.Internal $fFunctorSeq1 G2.Models.Sequence replicateErrorIdentity\n\
  \Data.Sequence.Internal $fEqSeq_$c== G2.Models.Sequence eqSeq\n\
  \Data.Sequence.Internal $fOrdSeq_$ccompare G2.Models.Sequence compareSeq\n\
  \Data.Sequence.Internal $fOrdSeq_$c< G2.Models.Sequence ltSeq\n\
  \Data.Sequence.Internal $fOrdSeq_$c<= G2.Models.Sequence leSeq\n\
  \Data.Sequence.Internal $fOrdSeq_$c> G2.Models.Sequence gtSeq\n\
  \Data.Sequence.Internal $fOrdSeq_$c>= G2.Models.Sequence geSeq\n\
  \Data.Sequence.Internal $fFoldableFingerTree_$cfoldl1 G2.Models.Sequence foldl1Tree\n\
  \Data.Sequence.Internal $fFoldableFingerTree_$cfoldr2 G2.Models.Sequence foldr1Tree\n\
  \Data.Sequence.Internal $fFoldableFingerTree_$s$cfoldMap G2.Models.Sequence foldMapAnyTree\n\
  \Data.Sequence.Internal $fFunctorSeq_$cfmap G2.Models.Sequence fmapTree\n\
  \Data.Sequence.Internal $fIsListSeq3 G2.Models.Sequence fromListError\n\
  \Data.Sequence.Internal $fIsListSeq_mkTree G2.Models.Sequence mkTree\n\
  \Data.Sequence.Internal $fSemigroupSeq1 G2.Models.Sequence sconcatSeq\n\
  \Data.Sequence.Internal $fShowSeq_foldrTree G2.Models.Sequence foldrNodeTree\n\
  \Data.Sequence.Internal $w$cfoldMap'3 G2.Models.Sequence wFoldMap'\n\
  \Data.Sequence.Internal $w$sapplicativeTree G2.Models.Sequence wApplicativeTreeIdentity\n\
  \Data.Sequence.Internal $w$sapplicativeTree1 G2.Models.Sequence wApplicativeTreeState\n\
  \Data.Sequence.Internal $w$slookupTree1 G2.Models.Sequence wLookupTreeNode\n\
  \Data.Sequence.Internal $wadjust G2.Models.Sequence wAdjust\n\
  \Data.Sequence.Internal $wadjust' G2.Models.Sequence wAdjust'\n\
  \Data.Sequence.Internal $wupdate G2.Models.Sequence wUpdate\n\
  \Data.Sequence.Internal $winsertAt G2.Models.Sequence wInsertAt\n\
  \Data.Sequence.Internal $wdeleteAt G2.Models.Sequence wDeleteAt\n\
  \Data.Sequence.Internal $wtake G2.Models.Sequence wTake\n\
  \Data.Sequence.Internal $wdrop G2.Models.Sequence wDrop\n\
  \Data.Sequence.Internal $wsplitTreeE G2.Models.Sequence wSplitTreeE\n\
  \Data.Sequence.Internal $wcycleNTimes G2.Models.Sequence wCycleNTimes\n\
  \Data.Sequence.Internal $wlvl G2.Models.Sequence wIndexError\n\
  \Data.Sequence.Internal iterateN1 G2.Models.Sequence iterateNError\n\
  \Data.Sequence.Internal $wpartition G2.Models.Sequence wPartition\n\
  \Data.Sequence.Internal filter G2.Models.Sequence filter\n\
  \Data.Sequence.Internal findIndexL G2.Models.Sequence findIndexL\n\
  \Data.Sequence.Internal spanl G2.Models.Sequence spanl\n\
  \Data.Sequence.Internal mapWithIndex G2.Models.Sequence mapWithIndex\n\
  \Data.Sequence.Internal zipWith G2.Models.Sequence zipWith\n\
  \Data.Sequence.Internal fmapReverseTree G2.Models.Sequence fmapReverseTree\n\
  \Data.Sequence.Internal inits1 G2.Models.Sequence inits1\n\
  \Data.Sequence.Internal tails1 G2.Models.Sequence tails1\n\
  \Data.Sequence.Internal viewl_$sviewLTree G2.Models.Sequence viewLTreeNode\n\
  \Data.Sequence.Internal viewr_$sviewRTree G2.Models.Sequence viewRTreeNode\n\
  \Data.Sequence.Internal lookup1 G2.Models.Sequence lookupError\n\
  \Data.Sequence.Internal $fMonadFixSeq1 G2.Models.Sequence fromFunctionError\n\
  \Data.Sequence.Internal cycleTaking1 G2.Models.Sequence cycleTakingError\n\
  \Data.Sequence.Internal replicateA5 G2.Models.Sequence replicateAError\n\
  \Data.Sequence.Internal scanl3 G2.Models.Sequence scanl1Error\n\
  \Data.Sequence.Internal $wcreate G2.Models.Sequence wCreate\n\
  \Data.Sequence.Internal $wapplicativeTree G2.Models.Sequence wApplicativeTree\n\
  \Data.Sequence.Internal apSeq G2.Models.Sequence apSeq\n\
  \Data.Sequence.Internal liftA2Seq G2.Models.Sequence liftA2Seq\n\
  \Data.Sequence.Internal $fApplicativeSeq_$c<* G2.Models.Sequence replaceAll\n\
  \Data.Sequence.Internal $fMonadSeq_$c>>= G2.Models.Sequence bindSeq\n\
  \Data.Sequence.Internal $w$cunzipWith' G2.Models.Sequence wUnzipWith\n\
  \Data.Sequence.Internal $wchunksOf G2.Models.Sequence wChunksOf\n\
  \Data.Sequence.Internal elemIndicesL G2.Models.Sequence elemIndicesL\n\
  \Data.Sequence.Internal findIndexR G2.Models.Sequence findIndexR\n\
  \Data.Sequence.Internal spanr G2.Models.Sequence spanr\n\
  \Data.Sequence.Internal zipWith' G2.Models.Sequence zipWith'\n\
  \Data.Sequence.Internal zipWith3_$s$wgo5 G2.Models.Sequence minLength\n\
  \Data.Sequence.Internal unfoldl_$s$sconsTree' G2.Models.Sequence consSCons\n\
  \Data.Sequence.Internal unfoldr_$s$ssnocTree' G2.Models.Sequence snocSSnoc\n\
  \Data.Sequence.Internal elemIndicesR G2.Models.Sequence elemIndicesR\n\
  \Data.Sequence.Internal scanr3 G2.Models.Sequence scanr1Error\n\
  \Data.Sequence.Internal $fIsListSeq2 G2.Models.Sequence fromListNError\n\
  \Data.Sequence.Internal $fNFDataFingerTree_$crnf G2.Models.Sequence rnfTree\n\
  \Data.Sequence.Internal.Sorting sort G2.Models.Sequence sort\n\
  \Data.Sequence.Internal.Sorting sortBy G2.Models.Sequence sortBy\n\
  \Data.Sequence.Internal.Sorting sortOn G2.Models.Sequence sortOn\n\
  \Data.Sequence.Internal.Sorting foldToMaybeTree G2.Models.Sequence foldToMaybeTree\n\
  \Data.Sequence.Internal.Sorting $wpopMinQ G2.Models.Sequence wPopMinQ\n\
  \Data.Sequence.Internal.Sorting $wpopMinTQ G2.Models.Sequence wPopMinTQ\n\
  \"
