import { PROVIDED_TO_REMOTES } from './provided-shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS } = require('../../../tools/webpack/shared-deps') as { SINGLETONS: string[] };

describe('singletons the shell provides', () => {
  it('covers every shared singleton the remotes expect from it', () => {
    expect(Object.keys(PROVIDED_TO_REMOTES).sort()).toEqual([...SINGLETONS].sort());
  });
});
