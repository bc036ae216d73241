/**
 * Starts the import worker. webpack 5 turns `new Worker(new URL(…, import.meta.url))` into a chunk of its own whose
 * address follows this remote's public path, so it loads from where the shell loaded mf-import. Kept apart (and
 * loaded on demand) because Jest's CommonJS cannot parse `import.meta`.
 */
export function spawnImportWorker(): Worker {
  return new Worker(new URL('./import.worker.ts', import.meta.url), { name: 'basalt-import' });
}
