// Node's compile cache, switched on when this module is evaluated: the npm scripts load it first
// (`node --import ./scripts/cli/compile-cache.mjs scripts/build.ts`), before the command's entry, and the entries
// import it (cli/run-command.ts) for a command started as plain `node scripts/build.ts`.
//
// On Node.js 24 the cache keeps every module as compiled, its TypeScript types already stripped, so a command
// started again neither strips nor compiles: switched on before the entry loads, nothing is left for Node's
// TypeScript stripper, which then is never loaded (it costs more than the rest of a check's start). Plain
// JavaScript, so that loading it needs no stripping either. Node keeps the cache where it chooses (NODE_COMPILE_CACHE, else
// the system's temporary folder), keyed by each file's bytes and Node's version; NODE_DISABLE_COMPILE_CACHE=1
// turns it off. docs/scale.md ("Start") has the figures.
// First of all, whether this Node.js and the installed packages can run the command at all.
import './preflight.mjs';
import module from 'node:module';

const { directory } = module.enableCompileCache();
// Worker threads and child processes find the cache through the environment only: without it each of the cards'
// drawer threads would load the stripper again.
if (directory !== undefined) process.env.NODE_COMPILE_CACHE = directory;
