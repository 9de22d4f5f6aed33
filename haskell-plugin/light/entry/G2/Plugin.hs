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
-- about 3 ms (GHC's MD5 reads 0.78 MB in 1.4 ms here); in a `ghc --make` of ten small
-- modules with nothing to check
-- (bench/run.py --plugin-cost's component), a third of what the plugin cost. So the
-- module GHC is given is alone in its library, whose files are a few kilobytes, and
-- the plugin answers for the rest itself: its pluginRecompile fingerprints the
-- options (as flagRecompile did) together with the shared object GHC loaded it from:
-- its path, inode, size and times of modification and status change, read once per
-- GHC process ("G2.Plugin.Identity"; where GHC did not load it with the system's
-- loader, every module is recompiled and GHC's output says so). A module is
-- recompiled when either changes, as before.
-- Measured on bench/run.py --plugin-cost's component of ten modules (one `ghc --make`,
-- CPU; the build before and this one interleaved in one loop, medians of 11 and 15, two
-- runs): cabal's way +12.8% / +15.0% before, +7.4% / +10.6% after; scripts/g2-ghc's
-- way +11.8% / +15.0% before, +4.9% / +7.2% after. One module with `ghc -c` (BaseList):
-- the same before and after within the noise (+10-15% / +5-8%).
module G2.Plugin (plugin) where

import G2.Plugin.Light (plugin)
