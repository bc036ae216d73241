import { spawnSync } from 'node:child_process';

/** Compiles the engine's TypeScript as Node requires it, with the swc that Jest's own transform uses. */
const TYPESCRIPT_HOOK = `
const swc = require('@swc/core');
const fs = require('node:fs');
require.extensions['.ts'] = (module, filename) =>
  module._compile(
    swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
    filename,
  );
`;

/**
 * Runs `code` (CommonJS, run from this folder, so `require('../excel-sheets.ts')` reaches the engine) in a Node
 * process of its own whose time zone is `zone`, and gives back what it wrote to standard output, read as JSON. A
 * process's time zone is fixed once dates are used, and Jest's sandbox hands tests a copy of `process.env`, so
 * setting TZ inside a test changes nothing.
 */
export function runInZone<T>(zone: string, code: string): T {
  const run = spawnSync(process.execPath, ['-e', TYPESCRIPT_HOOK + code], {
    cwd: __dirname,
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the run in ${zone} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}
