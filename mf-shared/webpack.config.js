const path = require('node:path');
const createConfig = require('../tools/webpack/create-config');

/** The i18next that @basalt/core resolves, which this package's react-i18next is then given too. */
const I18NEXT = path.dirname(require.resolve('i18next/package.json', { paths: [path.join(__dirname, '..', 'core')] }));

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
      // core and this package each have their own node_modules/i18next (the same version): one copy is enough,
      // or the page carries i18next twice (~15 KB brotli and its evaluation; docs/PERFORMANCE.md, the public form).
      resolve: { ...config.resolve, alias: { ...config.resolve.alias, i18next$: I18NEXT } },
      dependencies: ['remote'],
      output: { ...config.output, path: path.join(__dirname, 'dist', 'standalone') },
      plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
    };
  },
];
