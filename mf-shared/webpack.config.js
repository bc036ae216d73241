const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../tools/webpack/create-config');

/** The i18next that @basalt/core resolves, which this package's react-i18next is then given too. */
const I18NEXT = path.dirname(require.resolve('i18next/package.json', { paths: [path.join(__dirname, '..', 'core')] }));

/** core's strings, one file per language. */
const LOCALES = path.join(__dirname, '..', 'core', 'locales');

/** Where Basalt's own server serves the standalone build (backend/src/static/web-assets.ts mounts each remote's dist). */
const SERVER_ASSETS = '/remotes/mf-shared/standalone/';

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
  entry: { early: './src/standalone-early.ts', standalone: './src/standalone-bootstrap.tsx' },
  // every address of the page (`/nc/form/:id/survey`) serves the same index.html: scripts load from the root
  publicPath: '/',
});

/**
 * An entry's script written into index.html instead of a file of its own, at the start of the body or at its end.
 * The early script (standalone-early.ts) goes first: it asks for the meta while the rest arrives and writes the form
 * when it has (docs/PERFORMANCE.md, the public form). Chunks loaded later (other languages, the grid, antd's
 * message) stay files.
 */
class InlineEntryScript {
  constructor(file, place) {
    this.file = file;
    this.place = place;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('InlineEntryScript', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('InlineEntryScript', (data) => {
        if (data.outputName !== 'index.html') return data;
        const tag = new RegExp(`<script defer(?:="defer")? src="?/${this.file.replace('.', '\\.')}"?></script>`);
        if (!tag.test(data.html))
          throw new Error(`InlineEntryScript: no <script> for ${this.file} in ${data.outputName}`);
        // `</script` inside the code would end the element: `<\/script` means the same in a string or a regex
        const code = compilation.assets[this.file]
          .source()
          .toString()
          .replace(/<\/script/gi, '<\\/script');
        const script = `<script>${code}</script>`;
        const html = data.html.replace(tag, '');
        return {
          ...data,
          html:
            this.place === 'start'
              ? html.replace(/<body>/, () => `<body>${script}`)
              : html.replace('</body>', () => `${script}</body>`),
        };
      });
    });
  }
}

/**
 * The strings the standalone page's early script writes the form with (standalone-early-form.ts), one small file per
 * language but English (which the script carries): `form-words/<language>.json`, fetched with the form's meta so a
 * visitor reads the written form in their own language. The sections the form's HTML writer reads (core's
 * forms/page-html: `sharedForm`, and the rating's `cells.rating.value`).
 */
class FormWords {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FormWords', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'FormWords', stage }, () => {
        for (const file of fs.readdirSync(LOCALES).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
          const messages = JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8'));
          const words = {
            sharedForm: messages.sharedForm,
            cells: { rating: { value: messages.cells?.rating?.value } },
          };
          compilation.emitAsset(`form-words/${file}`, new RawSource(JSON.stringify(words)));
        }
      });
    });
  }
}

/**
 * The page's script: a deferred file (the default) or written into index.html (`STANDALONE_SCRIPT=inline`), the
 * two measured against each other in docs/PERFORMANCE.md (the public form).
 */
const INLINE_MAIN_SCRIPT = process.env.STANDALONE_SCRIPT === 'inline';

/**
 * The page's and the form's stylesheets, for server.html's `<style>`: the form written by the server looks like the
 * one React renders before the script (which brings the same rules) has arrived. Comments and indentation dropped.
 */
function prerenderStyles() {
  return ['src/shared-view.css', 'src/form/shared-form.css']
    .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/**
 * css-loader writes each stylesheet's source map into the script when a build has source maps (the CSS then
 * travels three times: the rules, their source and the mappings). Neither page needs them.
 */
function withoutCssSourceMaps(config) {
  const rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/)
      ? { ...rule, use: ['style-loader', { loader: 'css-loader', options: { sourceMap: false } }] }
      : rule,
  );
  return { ...config, module: { ...config.module, rules } };
}

module.exports = [
  (env, argv) => {
    const config = withoutCssSourceMaps(remote(env, argv));
    // the standalone build writes inside dist/ too; this build's clean-up must leave it alone
    return { ...config, name: 'remote', output: { ...config.output, clean: { keep: /^standalone[\\/]/ } } };
  },
  (env, argv) => {
    const config = withoutCssSourceMaps(page(env, argv));
    return {
      ...config,
      name: 'standalone',
      // core and this package each have their own node_modules/i18next (the same version): one copy is enough,
      // or the page carries i18next twice (50 KB more script to run; docs/PERFORMANCE.md, the public form).
      resolve: { ...config.resolve, alias: { ...config.resolve.alias, i18next$: I18NEXT } },
      dependencies: ['remote'],
      output: { ...config.output, path: path.join(__dirname, 'dist', 'standalone') },
      plugins: [
        ...config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
        // The page deployed alone: the early script written in, the form's styles with it, the page's script after.
        new HtmlWebpackPlugin({
          template: './src/standalone.html',
          chunks: ['early', 'standalone'],
          scriptLoading: 'defer',
          earlyScript: true,
          prerenderStyles: prerenderStyles(),
        }),
        new InlineEntryScript('early.js', 'start'),
        new FormWords(),
        ...(INLINE_MAIN_SCRIPT ? [new InlineEntryScript('standalone.js', 'end')] : []),
        // The page Basalt's own server sends for a public form link (backend/src/public-pages): the form's HTML is
        // written into it per request, so it is small and the script stays a deferred file of its own, fetched
        // while the visitor already sees and fills in the form. Its chunks load from under /remotes/mf-shared.
        new HtmlWebpackPlugin({
          template: './src/standalone.html',
          filename: 'server.html',
          chunks: ['standalone'],
          scriptLoading: 'defer',
          publicPath: SERVER_ASSETS,
          meta: { 'basalt-assets': SERVER_ASSETS },
          prerenderStyles: prerenderStyles(),
        }),
      ],
    };
  },
];
