const createConfig = require('../tools/webpack/create-config');

/** The import Web Worker's chunk name (mf-import/src/engine/spawn-worker.ts names it). */
const IMPORT_WORKER = 'basalt-import';

// Runs only inside the shell, so it takes every shared singleton from the shell instead of bundling its own.
const config = createConfig({
  dir: __dirname,
  container: 'mf_import',
  exposes: { './app': './src/spa.tsx' },
  bundleFallbacks: false,
});

/**
 * The import worker is a chunk with a runtime of its own, and Module Federation's runtime module asks for its file
 * name before content hashes exist: it gets a fixed name (served `no-cache`, like remoteEntry.js) instead.
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  const chunkFilename = built.output.chunkFilename;
  built.output.chunkFilename = (pathData) =>
    pathData.chunk?.name === IMPORT_WORKER ? 'import-worker.js' : chunkFilename;
  return built;
};
