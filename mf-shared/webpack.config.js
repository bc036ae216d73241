const createConfig = require('../tools/webpack/create-config');

// A remote of the shell AND a page of its own (index.html), deployable alone for public links; as its own host
// it must carry its own copies of the shared singletons.
module.exports = createConfig({
  dir: __dirname,
  container: 'mf_shared',
  exposes: { './app': './src/spa.tsx' },
  entry: { standalone: './src/standalone.ts' },
  html: './src/standalone.html',
});
