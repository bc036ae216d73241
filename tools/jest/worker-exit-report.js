// Loaded into every Node process `npm run test:unit` starts (NODE_OPTIONS), active in Jest's workers only.
// When Jest ends a worker it gives it 500 ms to exit, then kills it and warns that "a worker process has failed to
// exit gracefully" without saying what held it (seen in some CI runs, never reproduced locally). 400 ms after the end
// message, a worker still alive prints the handles that keep its event loop running and the last test file it ran,
// so the run that shows the warning also shows its cause. A worker that exits in time prints nothing.
const fs = require('node:fs');

const isJestWorker = /jest-worker[\\/]build[\\/]processChild\.js$/.test(process.argv[1] ?? '');
if (isJestWorker && typeof process.send === 'function') {
  // jest-worker's message types (its CHILD_MESSAGE_CALL and CHILD_MESSAGE_END)
  const CALL = 1;
  const END = 2;
  let lastTestFile = '(none)';

  const describe = (handle) => {
    const kind = handle?.constructor?.name ?? typeof handle;
    if (kind === 'Socket' || kind === 'TLSSocket') {
      if (handle.remotePort) return `${kind} to ${handle.remoteAddress}:${handle.remotePort}`;
      return `${kind} fd ${handle._handle?.fd}`;
    }
    if (kind === 'Server') return `Server listening on ${JSON.stringify(handle.address?.())}`;
    if (kind === 'ChildProcess') return `ChildProcess ${handle.spawnargs?.join(' ')}`;
    return kind;
  };

  const report = () => {
    // only what holds the event loop: not the IPC channel (let go of by then) nor the standard streams' pipes;
    // timers are not handles here, the resources line counts them
    const holds = (h) =>
      (h?.hasRef?.() ?? h?._handle?.hasRef?.() ?? true) && !(h?._handle?.fd >= 0 && h._handle.fd <= 2);
    const handles = process._getActiveHandles().filter(holds);
    const lines = [
      `Jest worker ${process.pid} is still running 400 ms after being asked to end; last test file: ${lastTestFile}`,
      `  active resources: ${process.getActiveResourcesInfo().join(', ')}`,
      ...handles.map((h) => `  handle: ${describe(h).replace(/\s+/g, ' ')}`),
    ];
    fs.writeSync(2, `${lines.join('\n')}\n`);
  };

  const onMessage = (message) => {
    if (!Array.isArray(message)) return;
    if (message[0] === CALL && message[3]?.[0]?.path) lastTestFile = message[3][0].path;
    if (message[0] !== END) return;
    // a 'message' listener keeps the IPC channel referenced: this one must go, as jest-worker's own does
    process.removeListener('message', onMessage);
    setTimeout(report, 400).unref();
  };
  process.on('message', onMessage);
}
