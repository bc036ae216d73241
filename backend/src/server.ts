import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { closeDatabase } from './data/auto-index';
import { migrateMetaDb, openMetaDb } from './meta/db';

/** Starts Basalt: config -> meta DB migrations -> HTTP; SIGTERM/SIGINT close it gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openMetaDb(config);
  await migrateMetaDb(db);
  const server = http.createServer(createApp({ config, db }).callback());
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo; // PORT=0 picks a free port (tests)
    const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
    console.log(`Basalt ${config.version} is ready on http://${shown}:${port}`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      closeDatabase(db).finally(() => {
        clearTimeout(force);
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('Basalt could not start:', err);
  process.exit(1);
});
