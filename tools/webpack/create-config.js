const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/**
 * webpack config for a Basalt front-end package.
 * @param {object} options
 * @param {string} options.dir the package directory
 * @param {string} options.container Module Federation container name (mf_views, shell...)
 * @param {Record<string,string>} [options.exposes] what a remote exposes (./app -> lifecycles)
 * @param {Record<string,string>} [options.entry] page entries (the shell, a standalone page)
 * @param {string} [options.html] HTML template for the page entry
 * @param {string} [options.publicPath] '/' for the shell; 'auto' (next to remoteEntry.js) for remotes
 * @param {boolean} [options.bundleFallbacks] whether this build carries its own copies of the singletons
 */
module.exports = function createConfig(options) {
  const { dir, container, exposes, entry = {}, html, publicPath = 'auto', bundleFallbacks = true } = options;
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        uniqueName: container,
        // An entry name must stay unhashed for Module Federation; every other file is content-hashed.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Language files load on demand through a context import, which package exports cannot describe.
        alias: { '@basalt/core/locales': path.resolve(__dirname, '../../core/locales') },
      },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: container,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedDeps(pkg, { bundleFallbacks }),
          dts: false,
          manifest: false,
        }),
        ...(html
          ? [new HtmlWebpackPlugin({ template: html, chunks: Object.keys(entry), scriptLoading: 'defer' })]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
};
