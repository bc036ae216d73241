const path = require('node:path');
const createConfig = require('../tools/webpack/create-config');

// Two builds. The remote the shell mounts (dist/). And the standalone public page (dist/standalone/), deployable
// alone for public links: it is its own host with nobody to share modules with, so it is built without Module
// Federation, whose runtime (24 KB on the wire) and async start-up chunk would only slow a visitor's first paint
// (docs/PERFORMANCE.md, the public form).
// The remote only ever runs inside the shell: like the other remotes it takes every singleton and the Module
// Federation runtime from the shell instead of carrying copies.
const remote = createConfig({
  dir: __dirname,
  container: 'mf_shared',
  exposes: { './app': './src/spa.tsx' },
  bundleFallbacks: false,
});
const page = createConfig({
  dir: __dirname,
  container: 'mf_shared_page',
  entry: { standalone: './src/standalone-bootstrap.tsx' },
  html: './src/standalone.html',
  // every address of the page (`/nc/form/:id/survey`) serves the same index.html: scripts load from the root
  publicPath: '/',
});

module.exports = [
  (env, argv) => {
    const config = remote(env, argv);
    // the standalone build writes inside dist/ too; this build's clean-up must leave it alone
    return { ...config, name: 'remote', output: { ...config.output, clean: { keep: /^standalone[\\/]/ } } };
  },
  (env, argv) => {
    const config = page(env, argv);
    return {
      ...config,
      name: 'standalone',
      dependencies: ['remote'],
      output: { ...config.output, path: path.join(__dirname, 'dist', 'standalone') },
      plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
    };
  },
];
