#!/usr/bin/env node
/** `npm start`: build what is missing or stale, then run the server (PORT, default 8080). */
const path = require('node:path');
const { execFileSync, spawn } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
execFileSync(process.execPath, [path.join(__dirname, 'build-missing.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
});

const server = spawn(process.execPath, [path.join(ROOT, 'backend', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
