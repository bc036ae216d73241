/**
 * One notion of "built" for `npm run build` and `npm start`: every package's build script ends by writing a marker
 * (scripts/mark-built.js), and scripts/build-missing.js rebuilds a package only when that marker is missing or
 * older than the package's inputs. Incremental builds (tsc -b) may leave their outputs' mtimes alone, which is why
 * a marker is used rather than the outputs themselves.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Dependency order: core first (everything imports its build), then the backend and the web packages. */
const PACKAGES = ['core', 'backend', 'shell', 'mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import'];
const WEB_PACKAGES = new Set(['shell', 'mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import']);

/** A package's own inputs, relative to its folder. */
const OWN_INPUTS = ['src', 'locales', 'package.json', 'tsconfig.json', 'webpack.config.js'];
/** Inputs outside the package, relative to the repository: for every package, and for the web packages only. */
const COMMON_INPUTS = ['tsconfig.base.json'];
const WEB_INPUTS = ['tools/webpack', 'ui/src', 'ui/package.json', 'tsconfig.web.json'];

const MARKER = path.join('dist', '.basalt-build');

/** The newest modification time under `target` (0 when it does not exist). */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const markerOf = (root, pkg) => path.join(root, pkg, MARKER);

/** When `pkg` was last built successfully (0: never). */
function builtAt(root, pkg) {
  const marker = markerOf(root, pkg);
  return fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
}

/** Every input of `pkg`, as absolute paths. */
function inputsOf(root, pkg) {
  const shared = WEB_PACKAGES.has(pkg) ? [...COMMON_INPUTS, ...WEB_INPUTS] : COMMON_INPUTS;
  return [...OWN_INPUTS.map((e) => path.join(root, pkg, e)), ...shared.map((e) => path.join(root, e))];
}

/** Why `pkg` must be built, or undefined when its last build is newer than everything it is made from. */
function staleness(root, pkg) {
  const built = builtAt(root, pkg);
  if (!built) return 'not built';
  if (Math.max(...inputsOf(root, pkg).map(newestMtime)) > built) return 'changed since its last build';
  // Everything else compiles against core's build: a newer core build means theirs is out of date.
  if (pkg !== 'core' && builtAt(root, 'core') > built) return 'core changed';
  return undefined;
}

/** Records a successful build of `pkg` (called by the package's own build script). */
function markBuilt(root, pkg) {
  const marker = markerOf(root, pkg);
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(marker, new Date().toISOString());
}

module.exports = { PACKAGES, MARKER, builtAt, inputsOf, markBuilt, newestMtime, staleness };
