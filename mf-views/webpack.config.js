const createConfig = require('../tools/webpack/create-config');

// Runs only inside the shell, so it takes every shared singleton from the shell instead of bundling its own.
module.exports = createConfig({
  dir: __dirname,
  container: 'mf_views',
  exposes: { './app': './src/spa.tsx' },
  bundleFallbacks: false,
});
