import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createApp } from '../src/app';
import { describeEachDb } from './support/each-db';
import { listenOn } from './support/listen';

/** A logger that keeps what it was asked to log. */
function recordingLogger() {
  const errors: { message: string; err: unknown }[] = [];
  return {
    errors,
    logger: { info: () => {}, error: (message: string, err?: unknown) => errors.push({ message, err }) },
  };
}

describeEachDb('errors after an answer has started', (server) => {
  it('a client that leaves in the middle of a download is not logged as a failure', async () => {
    // 32 MB: more than loopback's socket buffers hold, so the file is still streaming when the client leaves
    const folder = path.join(server().config.uploadsDir, 'noco', 'gone');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'big.bin'), Buffer.alloc(32 * 1024 * 1024, 7));

    const { errors, logger } = recordingLogger();
    const app = createApp({ config: server().config, db: server().db, logger });
    // callback() first: Koa adds its own printing listener there when the app has none, and it must not see ours
    const handler = app.callback();
    const emitted: unknown[] = [];
    app.on('error', (err) => emitted.push(err));
    // the answer's end on the server's side, and a moment for what Koa reports of it
    let answered!: Promise<void>;
    const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { url: origin, close } = await listenOn((req, res) => {
      answered = new Promise((resolve) => res.on('close', () => setTimeout(resolve, 50)));
      void handler(req, res);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${origin}/download/noco/gone/big.bin`, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`the download answered ${res.statusCode}`));
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (err) => (request.destroyed ? undefined : reject(err)));
      });
      await answered;
      // the disconnect did reach the app's error listeners (the path under test ran) and was neither logged nor
      // printed; which code it carries depends on how far the answer had gone
      expect(emitted.length).toBeGreaterThan(0);
      for (const err of emitted) {
        expect(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']).toContain((err as { code?: string }).code);
      }
      expect(errors).toEqual([]);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      await close();
      printed.mockRestore();
    }
  });

  it('a body that breaks while it streams is logged through the app logger, with its request', async () => {
    const { errors, logger } = recordingLogger();
    const app = createApp({ config: server().config, db: server().db, logger });
    const broken = new Error('the disk went away');
    // first in the chain: the answer's headers go out, then its body fails half way
    app.middleware.unshift(async (ctx, next) => {
      if (ctx.path !== '/broken-stream') return next();
      ctx.type = 'text/plain';
      ctx.body = new Readable({
        read() {
          this.push('half of it');
          this.destroy(broken);
        },
      });
    });
    const { url: origin, close } = await listenOn(app.callback());
    try {
      await new Promise<void>((resolve) => {
        http
          .get(`${origin}/broken-stream`, (res) => {
            res.on('error', () => resolve());
            res.on('close', () => resolve());
            res.resume();
          })
          .on('error', () => resolve());
      });
      for (let i = 0; i < 40 && errors.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await close();
    }
    expect(errors).toEqual([{ message: 'GET /broken-stream failed while answering', err: broken }]);
  });
});
