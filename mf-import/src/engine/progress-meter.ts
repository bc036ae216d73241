import type { ImportProgress } from './types';

/** Turns counts into the progress the wizard shows: rows done, rows per second and time left from the share read. */
export function progressMeter(sheetName: string, now: () => number = () => performance.now()) {
  const started = now();
  return {
    at(rowsDone: number, rowsFailed: number, fraction: number): ImportProgress {
      const seconds = Math.max((now() - started) / 1000, 1e-3);
      const done = Math.min(Math.max(fraction, 0), 1);
      return {
        sheetName,
        rowsDone,
        rowsFailed,
        rowsPerSecond: Math.round((rowsDone + rowsFailed) / seconds),
        secondsLeft: done > 0.01 ? Math.round((seconds * (1 - done)) / done) : null,
        fraction: done,
      };
    },
  };
}
