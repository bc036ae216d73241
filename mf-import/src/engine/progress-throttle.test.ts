/** @jest-environment node */
import { throttledProgress } from './progress-throttle';
import type { ImportProgress } from './types';

const at = (rowsDone: number): ImportProgress => ({
  sheetName: 'people',
  rowsDone,
  rowsFailed: 0,
  rowsPerSecond: 0,
  secondsLeft: null,
  fraction: rowsDone / 100,
});

describe('throttledProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('posts the first at once, then only the latest once per interval, and never loses the last', () => {
    let clock = 0;
    const posted: number[] = [];
    const report = throttledProgress(
      (p) => posted.push(p.rowsDone),
      250,
      () => clock,
    );
    report(at(1));
    expect(posted).toEqual([1]);
    for (let rows = 2; rows <= 40; rows++) {
      clock += 10;
      jest.advanceTimersByTime(10);
      report(at(rows));
    }
    // 390 ms of reports every 10 ms: one more post at 250 ms, the rest held
    expect(posted).toEqual([1, 25]);
    clock += 250;
    jest.advanceTimersByTime(250);
    expect(posted).toEqual([1, 25, 40]);
    jest.advanceTimersByTime(1000);
    expect(posted).toEqual([1, 25, 40]);
  });
});
