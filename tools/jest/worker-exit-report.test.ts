import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPORT = path.join(__dirname, 'worker-exit-report.js');
// jest-worker's messages: run a test file, then end
const CALL = [1, false, 'worker', [{ path: '/repo/backend/test/a.test.ts' }]];
const END = [2, false];
/** The folders the children's scripts were written to, removed after each test. */
const folders: string[] = [];

/**
 * A child process standing in for a Jest worker: a script under `scriptPath` (relative to a new folder) that loads the
 * report the way NODE_OPTIONS does, runs `body`, and lets go of its own message listener on the end message, as
 * jest-worker does.
 */
async function startChild(scriptPath: string, body: string): Promise<{ child: ChildProcess; stderr: () => string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-worker-'));
  folders.push(folder);
  const script = path.join(folder, scriptPath);
  fs.mkdirSync(path.dirname(script), { recursive: true });
  fs.writeFileSync(
    script,
    `const own = (m) => { if (m[0] === 2) process.removeListener('message', own); };
     process.on('message', own);
     ${body}
     process.send('ready');`,
  );
  const child = fork(script, [], { execArgv: ['--require', REPORT], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  await new Promise((resolve) => child.once('message', resolve));
  return { child, stderr: () => stderr };
}

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => (clearTimeout(timer), resolve(true)));
  });

const WORKER = path.join('jest-worker', 'build', 'processChild.js');
const HOLD_A_SERVER = `require('node:http').createServer().listen(0, '127.0.0.1');`;

describe('worker-exit-report', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    children.splice(0).forEach((child) => child.kill('SIGKILL'));
    folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  });

  it('names what still holds a worker 400 ms after the end message, and its last test file', async () => {
    const { child, stderr } = await startChild(WORKER, HOLD_A_SERVER);
    children.push(child);
    child.send(CALL);
    child.send(END);
    expect(await exited(child, 1500)).toBe(false);
    expect(stderr()).toContain('still running 400 ms after being asked to end');
    expect(stderr()).toContain('last test file: /repo/backend/test/a.test.ts');
    expect(stderr()).toMatch(/handle: Server listening on \{"address":"127\.0\.0\.1"/);
  });

  it('lets a worker that holds nothing exit at once, printing nothing', async () => {
    const { child, stderr } = await startChild(WORKER, '');
    children.push(child);
    child.send(END);
    expect(await exited(child, 1500)).toBe(true);
    expect(stderr()).toBe('');
  });

  it('stays out of every other process the tests start', async () => {
    const { child, stderr } = await startChild('server.js', HOLD_A_SERVER);
    children.push(child);
    child.send(END);
    expect(await exited(child, 1000)).toBe(false);
    expect(stderr()).toBe('');
  });
});
