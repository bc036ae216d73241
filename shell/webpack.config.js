const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../tools/webpack/create-config');

const configFor = createConfig({
  dir: __dirname,
  container: 'shell',
  entry: { main: './src/index.ts' },
  html: './src/index.html',
  publicPath: '/',
  localeParts: true,
});

/**
 * The page's inline script (src/early/early-reads.ts), transpiled alone and run as the HTML is parsed, so a table's
 * data is asked for before any bundle arrives (docs/PERFORMANCE.md, "First rows in a fresh tab").
 */
function earlyReadsScript() {
  const file = path.join(__dirname, 'src', 'early', 'early-reads.ts');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.CommonJS, removeComments: true },
  });
  return `(function(){var exports={};${outputText}\nexports.startEarlyReads(window);})();`;
}

module.exports = (env, argv) => {
  const config = configFor(env, argv);
  const html = config.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin);
  html.options.templateParameters = { earlyReadsScript: earlyReadsScript() };
  return config;
};
