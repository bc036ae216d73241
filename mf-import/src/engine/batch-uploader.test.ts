/** @jest-environment node */
import { BatchRejected, BatchUploader, type Batch, type ImportRecord } from './batch-uploader';

function batchOf(from: number, count: number): Batch {
  const rows = Array.from({ length: count }, (_, i) => from + i);
  return { rows, records: rows.map((n) => ({ n })) };
}

/** A fake server: each call waits until the test lets it finish. */
function fakeServer(reject?: (records: ImportRecord[]) => string | undefined) {
  const calls: { records: ImportRecord[]; finish: (error?: Error) => void }[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const send = (records: ImportRecord[]) =>
    new Promise<void>((resolve, rejectSend) => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      calls.push({
        records,
        finish: (error) => {
          concurrent--;
          if (error) rejectSend(error);
          else resolve();
        },
      });
      if (reject) {
        const reason = reject(records);
        calls.at(-1)!.finish(reason ? new BatchRejected(reason) : undefined);
      }
    });
  return { calls, send, maxConcurrent: () => maxConcurrent };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('BatchUploader', () => {
  it('keeps at most two batches on the wire and waits for room', async () => {
    const server = fakeServer();
    const uploader = new BatchUploader({ send: server.send });
    await uploader.add(batchOf(1, 3));
    await uploader.add(batchOf(4, 3));
    let third = false;
    const adding = uploader.add(batchOf(7, 3)).then(() => (third = true));
    await tick();
    expect(third).toBe(false);
    expect(server.calls).toHaveLength(2);
    server.calls[0]!.finish();
    await adding;
    expect(server.calls).toHaveLength(3);
    server.calls[1]!.finish();
    server.calls[2]!.finish();
    await uploader.drain();
    expect(uploader.committed).toBe(9);
    expect(server.maxConcurrent()).toBe(2);
  });

  it('on cancel, drains the batches in flight: committed counts exactly what the server wrote', async () => {
    const server = fakeServer();
    const uploader = new BatchUploader({ send: server.send });
    await uploader.add(batchOf(1, 5));
    await uploader.add(batchOf(6, 5));
    // the reader stops adding (cancelled); what is on the wire still finishes
    const draining = uploader.drain();
    server.calls[1]!.finish();
    server.calls[0]!.finish();
    await draining;
    expect(uploader.committed).toBe(10);
    expect(server.calls).toHaveLength(2);
  });

  it('an outage stops the upload and keeps the count of committed batches', async () => {
    const server = fakeServer();
    const uploader = new BatchUploader({ send: server.send });
    await uploader.add(batchOf(1, 5));
    await uploader.add(batchOf(6, 5));
    server.calls[0]!.finish();
    server.calls[1]!.finish(new Error('HTTP 503'));
    await uploader.drain();
    expect(await uploader.add(batchOf(11, 5))).toBe(false);
    expect(uploader.fatal?.message).toBe('HTTP 503');
    expect(uploader.committed).toBe(5);
  });

  it('splits a refused batch to find the bad rows, reports them and writes the rest', async () => {
    const server = fakeServer((records) => (records.some((r) => r.n === 4 || r.n === 9) ? 'bad value' : undefined));
    const uploader = new BatchUploader({ send: server.send });
    await uploader.add(batchOf(1, 10));
    await uploader.drain();
    expect(uploader.committed).toBe(8);
    expect(uploader.failures).toEqual([
      { row: 4, field: '', value: '', reason: 'bad value' },
      { row: 9, field: '', value: '', reason: 'bad value' },
    ]);
  });
});
