const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  container: 'shell',
  entry: { main: './src/index.ts' },
  html: './src/index.html',
  publicPath: '/',
});
