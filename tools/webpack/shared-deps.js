const fs = require('node:fs');
const path = require('node:path');

/**
 * The one Module Federation `shared` map for the shell and every remote: each runtime singleton is declared
 * once here, with the version range from the consuming package's package.json and strictVersion on.
 * Subpaths (react/jsx-runtime, react-dom/client) need keys of their own or each app bundles its own copy.
 *
 * Only what must be one instance per page is shared: React and ReactDOM; the contexts a remote reads from the
 * shell's `Providers` (react-i18next's, antd's theme and locale); i18next and jotai. A shared module is loaded
 * whole, so libraries that hold no page-wide state are left out and each package keeps only what it uses:
 * react-router-dom (every remote renders its own router in its own React root anyway) and `@basalt/core`
 * (constants, pure functions and classes the shell instantiates and hands over as props; sharing it made every
 * page load all of it, zod schemas included).
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'i18next',
  'react-i18next',
  'antd',
];

/** Where `import … from 'antd'` resolves in every build: the curated list of components Basalt uses. */
const ANTD_CURATED = path.resolve(__dirname, '../../ui/src/antd.ts');

/**
 * antd is not shared whole (a shared module cannot be tree-shaken: every page paid for all of antd, 1.44 MB):
 * each component of the curated list is a singleton of its own, so a page loads the components it renders.
 * Their common core (theme, CSS-in-JS, config context) lives once, in the shell's build.
 */
function antdModules() {
  const source = fs.readFileSync(ANTD_CURATED, 'utf8');
  return [...source.matchAll(/^export .* from '(antd\/es\/[a-z-]+)';$/gm)].map((m) => m[1]);
}

/**
 * `BASALT_ANTD=bundled npm run build` builds the alternative measured in docs/ARCHITECTURE.md: antd not shared,
 * each package tree-shaking its own copy. Not for use: remotes would then not read the shell's theme context.
 */
const ANTD_SHARED = process.env.BASALT_ANTD !== 'bundled';

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param pkg the consuming package.json
 * @param bundleFallbacks false for a remote that only ever runs inside the shell: it then ships no copy of
 *   its own and takes every singleton from the shell's share scope.
 */
function sharedDeps(pkg, { bundleFallbacks = true } = {}) {
  const shared = {};
  for (const singleton of SINGLETONS) {
    const version = pkg.dependencies?.[packageOf(singleton)];
    if (!version || (singleton === 'antd' && !ANTD_SHARED)) continue;
    for (const request of singleton === 'antd' ? antdModules() : [singleton]) {
      shared[request] = {
        singleton: true,
        strictVersion: true,
        requiredVersion: version,
        ...(bundleFallbacks ? {} : { import: false }),
      };
    }
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS, ANTD_CURATED, antdModules };
