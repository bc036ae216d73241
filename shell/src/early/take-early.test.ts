import { createEarlyTaker, earlyOr, takeEarlyReadsOf } from './take-early';

describe("taking the inline script's reads", () => {
  it('hands each answer out once, and only while the session holds the token it was read with', async () => {
    let token = 'tk';
    const early = { token: 'tk', answers: { '/a': Promise.resolve(1), '/b': Promise.resolve(2) } };
    const take = createEarlyTaker(early, () => token);
    expect(await take('/a')).toBe(1);
    expect(take('/a')).toBeUndefined();
    expect(take('/missing')).toBeUndefined();
    token = 'someone else';
    expect(take('/b')).toBeUndefined();
  });

  it('finds a read the script started after the shell began taking', async () => {
    const early = { token: 'tk', answers: {} as Record<string, Promise<unknown>> };
    const take = createEarlyTaker(early, () => 'tk');
    early.answers['/later'] = Promise.resolve('late');
    expect(await take('/later')).toBe('late');
  });

  it('asks the server itself when there is no early answer or it failed', async () => {
    const read = jest.fn(async () => 'own');
    expect(await earlyOr(() => Promise.resolve('early'), '/p', read)).toBe('early');
    expect(read).not.toHaveBeenCalled();
    expect(await earlyOr(() => Promise.reject(new Error('401')), '/p', read)).toBe('own');
    expect(await earlyOr(() => undefined, '/p', read)).toBe('own');
    expect(await earlyOr(undefined, '/p', read)).toBe('own');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('takes the reads off the window', () => {
    const early = { token: 'tk', answers: {} };
    const win: { basaltEarlyReads?: typeof early } = { basaltEarlyReads: early };
    expect(takeEarlyReadsOf(win)).toBe(early);
    expect(win.basaltEarlyReads).toBeUndefined();
  });
});
