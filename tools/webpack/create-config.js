const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps, ANTD_CURATED } = require('./shared-deps');
const { LocalePartsPlugin } = require('./locale-parts-plugin');

const CORE_DIST = path.resolve(__dirname, '../../core/dist');
// ConfigProvider reads antd's default (English) locale, the form's validation messages and the tooltip provider:
// they belong with it, or every page would also load the file of shared component parts (antd-common) to start.
const ANTD_CORE =
  /[\\/]node_modules[\\/](@babel[\\/]runtime|clsx|is-mobile|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors|icons|icons-svg)|@rc-component[\\/](util|motion|resize-observer|portal|trigger|context|notification)|stylis|@emotion|antd[\\/]es[\\/](_util|config-provider|style|theme|empty|app|message|notification))[\\/]|[\\/]node_modules[\\/](antd[\\/]es[\\/](version[\\/]|tooltip[\\/]UniqueProvider[\\/]|form[\\/]validateMessagesContext|locale[\\/](index|context|useLocale|en_US)|modal[\\/]locale|(calendar|date-picker|time-picker)[\\/]locale[\\/]en_US)|@rc-component[\\/](pagination[\\/]es[\\/]locale[\\/]en_US|picker[\\/]es[\\/]locale[\\/](en_US|common)))/;

/**
 * antd parts several components share but pages of buttons and fields (sign-in, a public view) never draw: lists,
 * menus, tabs, dialogs, popovers, number inputs (which the colour picker and pagination also use, so they would
 * otherwise count as common). They go in an antd-popups file of their own instead of antd-common. Their
 * locale files stay out of it: antd's default locale, which every component reads, imports them.
 */
const ANTD_POPUP_PARTS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](select|menu|tabs|modal|pagination|dropdown|skeleton|segmented|popover|checkbox|input-number)|@rc-component[\\/](select|menu|tabs|virtual-list|dialog|pagination|dropdown|segmented|overflow|checkbox|input-number|mini-decimal))[\\/]/;
const isPopupPart = (module) => {
  const resource = module.resource ?? '';
  return ANTD_POPUP_PARTS.test(resource) && !/[\\/]locale[\\/.]/.test(resource);
};

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/** What the server sends compressed (backend/src/static/web-assets.ts picks the copy by Accept-Encoding). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Brotli and gzip copies of every text asset, written once at build time at the highest levels (the server never
 * compresses a static file per request). A copy that saves less than 20 % is not written; the file goes plain.
 */
function precompression() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

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
 * @param {boolean} [options.localeParts] whether this build writes the interface strings' parts (the shell's)
 */
module.exports = function createConfig(options) {
  const {
    dir,
    container,
    exposes,
    entry = {},
    html,
    publicPath = 'auto',
    bundleFallbacks = true,
    localeParts,
  } = options;
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      // Maps are written for debugging but not referenced from the scripts, so browsers never download them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
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
        // `antd` alone (not `antd/es/...`) is the curated list, one shared module per component (shared-deps.js).
        alias: { '@basalt/core/locales': path.resolve(__dirname, '../../core/locales'), antd$: ANTD_CURATED },
      },
      module: {
        // A name imported from the curated antd that it does not export must fail the build, not be undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          // Pure re-exports and side-effect-free modules: webpack links each import to the module that defines it
          // and drops the rest (core's zod request schemas stay out of pages that never validate a request).
          { test: ANTD_CURATED, sideEffects: false },
          { test: CORE_DIST, sideEffects: false },
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
          // One Module Federation runtime per page: the shell (a pure host) publishes its own, and remotes that
          // only run inside the shell use it instead of each carrying a copy in its remoteEntry.js.
          experiments: exposes ? { externalRuntime: !bundleFallbacks } : { provideExternalRuntime: true },
          // The shell provides every singleton and loads first. Under the default 'version-first', each chunk
          // the shell fetches later (the account menu, the not-found page) would first fetch every registered
          // remote's entry to compare versions; 'loaded-first' takes what is already provided.
          ...(exposes ? {} : { shareStrategy: 'loaded-first' }),
        }),
        ...(html
          ? [new HtmlWebpackPlugin({ template: html, chunks: Object.keys(entry), scriptLoading: 'defer' })]
          : []),
        ...(localeParts ? [new LocalePartsPlugin()] : []),
        ...(production ? precompression() : []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // What every antd component needs (CSS-in-JS, theme, config context, popup plumbing, icons): one
            // file, loaded with the first component, instead of dozens of fragments each with its own request.
            // antd's locale files stay out: each language is its own chunk, fetched only when chosen.
            antdCore: {
              test: ANTD_CORE,
              name: 'antd-core',
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
            // antd and rc-component modules that four or more shared components need (Button, Input, grid,
            // Tooltip...) go in one file too: fewer, larger files compress better and each request costs its
            // headers (sign-in 428 -> 411 KB, a table page 540 -> 512 KB on the wire).
            antdCommon: {
              test: (module) =>
                /[\\/]node_modules[\\/](antd|@rc-component)[\\/]/.test(module.resource ?? '') && !isPopupPart(module),
              name: 'antd-common',
              chunks: 'async',
              minChunks: 4,
              enforce: true,
              priority: 10,
            },
            // Lists, menus, tabs, dialogs (ANTD_POPUP_PARTS) in one file of their own, for the pages that draw them.
            antdPopups: {
              test: isPopupPart,
              name: 'antd-popups',
              chunks: 'async',
              minChunks: 2,
              enforce: true,
              priority: 10,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
};
