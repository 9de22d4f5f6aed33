-- | The GHC plugin of G2-rs: @-fplugin=G2.Plugin@, options through
-- @-fplugin-opt=G2.Plugin:OPTION@. The plugin itself is "G2.Plugin.Light", in the
-- library g2-plugin-light:core; this module, the whole of g2-plugin-light's main
-- library, only names it (Note [The library GHC hashes]).
--
-- Note [The library GHC hashes]
-- ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
-- For every module it compiles with a plugin, GHC records an MD5 of the library files
-- of the package that defines the plugin's module (GHC.HsToCore.Usage.mkPluginUsage:
-- the static archive and the shared object), to recompile the module when the plugin
-- changes. When G2.Plugin was in the library with the passes and the serializer, that
-- was 1.7 MB per module (g2-plugin-light's 0.94 MB archive and 0.75 MB shared object),
-- about 2.5 ms; in a `ghc --make` of ten small modules with nothing to check
-- (bench/run.py --plugin-cost's component), a third of what the plugin cost. So the
-- module GHC is given is alone in its library, whose files are a few kilobytes, and
-- the plugin answers for the rest itself: its pluginRecompile fingerprints the
-- options (as flagRecompile did) together with the shared object GHC loaded it from,
-- read once per GHC process ("G2.Plugin.Identity"). A module is recompiled when
-- either changes, as before, and a `ghc --make` reads the library once, not once per
-- module.
module G2.Plugin (plugin) where

import G2.Plugin.Light (plugin)
