import { formatDuration } from './format';

describe('formatDuration', () => {
  it('shows seconds, then minutes, then hours', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(3729)).toBe('1:02:09');
    expect(formatDuration(-3)).toBe('0 s');
  });
});
