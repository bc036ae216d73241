import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MARKER, PACKAGES, markBuilt, staleness } from './staleness';

const REPO = path.resolve(__dirname, '..', '..');

/** A throw-away repository: every package with one source file, all dated `at` (seconds since the epoch). */
function fakeRepo(at: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-build-'));
  for (const file of [...PACKAGES.map((p) => `${p}/src/index.ts`), 'ui/src/index.ts', 'tools/webpack/a.js']) {
    write(root, file, at);
  }
  return root;
}

function write(root: string, file: string, at: number): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
  touch(root, file, at);
}

/** Dates a file and every folder above it inside `root` (a new file also changes its folders' mtimes). */
function touch(root: string, file: string, at: number): void {
  for (let p = file; p !== '.'; p = path.dirname(p)) fs.utimesSync(path.join(root, p), at, at);
}

/** Builds `pkg` at time `at` the way its build script does: the marker is the last thing written. */
function build(root: string, pkg: string, at: number): void {
  markBuilt(root, pkg);
  touch(root, path.join(pkg, MARKER), at);
}

describe('what counts as built (tools/build/staleness.js)', () => {
  let root: string;
  beforeEach(() => {
    root = fakeRepo(1000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a package without a build marker is not built', () => {
    expect(staleness(root, 'mf-auth')).toBe('not built');
  });

  it('a package built after its last change is not built again', () => {
    build(root, 'core', 2000);
    build(root, 'mf-auth', 2000);
    expect(staleness(root, 'mf-auth')).toBeUndefined();
  });

  it('a source changed after the build makes it stale', () => {
    build(root, 'core', 2000);
    build(root, 'mf-auth', 2000);
    touch(root, 'mf-auth/src/index.ts', 3000);
    expect(staleness(root, 'mf-auth')).toBe('changed since its last build');
  });

  it('ui and the webpack config are inputs of the web packages, not of the backend', () => {
    for (const pkg of ['core', 'backend', 'mf-auth']) build(root, pkg, 2000);
    touch(root, 'ui/src/index.ts', 3000);
    expect(staleness(root, 'mf-auth')).toBe('changed since its last build');
    expect(staleness(root, 'backend')).toBeUndefined();
  });

  it('a newer build of core makes the packages built against the older one stale', () => {
    build(root, 'core', 2000);
    build(root, 'backend', 2000);
    build(root, 'core', 3000);
    expect(staleness(root, 'core')).toBeUndefined();
    expect(staleness(root, 'backend')).toBe('core changed');
  });
});

describe('every package build marks itself built', () => {
  it.each(PACKAGES)('%s: its build script ends by running scripts/mark-built.js', (pkg) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO, pkg, 'package.json'), 'utf8')) as {
      scripts: { build: string };
    };
    expect(manifest.scripts.build).toMatch(/&& node \.\.\/scripts\/mark-built\.js$/);
  });
});
