/**
 * The one Module Federation `shared` map for the shell and every remote: each runtime singleton is declared
 * once here, with the version range from the consuming package's package.json and strictVersion on.
 * Subpaths (react/jsx-runtime, react-dom/client) need keys of their own or each app bundles its own copy.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'antd',
  '@basalt/core',
];

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
  for (const request of SINGLETONS) {
    const version = pkg.dependencies?.[packageOf(request)];
    if (!version) continue;
    shared[request] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: version,
      ...(bundleFallbacks ? {} : { import: false }),
    };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS };
