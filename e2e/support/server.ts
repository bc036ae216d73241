import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface BasaltServer extends RunningServer {
  /** Everything the server printed so far (reset links are logged when SMTP is not configured). */
  log(): string;
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

/** Starts the built Basalt server on a free loopback port with a fresh SQLite data directory. */
export async function startBasalt(env: Record<string, string> = {}): Promise<BasaltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-e2e-'));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'backend', 'dist', 'server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BASALT_DATA_DIR: dataDir,
      BASALT_LOG_REQUESTS: 'false',
      // the lowest cost the config allows: each sign-up and sign-in of a journey would spend ~0.1 s hashing at
      // production's 10, and no journey tests the cost (a journey may still ask for another through `env`)
      BASALT_BCRYPT_ROUNDS: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = await waitForReady(child);
  return {
    url,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A plain static file server with open CORS: "another deployment" of a remote. */
export async function serveDirectory(dir: string): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
