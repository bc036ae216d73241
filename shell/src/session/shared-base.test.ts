import { sharedBaseIdOf } from './shared-base';

describe('the shared base of a page', () => {
  it('is the link id on shared-base routes only', () => {
    expect(sharedBaseIdOf('/nc/base/1b2c-3d')).toBe('1b2c-3d');
    expect(sharedBaseIdOf('/base/base/1b2c-3d/table/Notes')).toBe('1b2c-3d');
    expect(sharedBaseIdOf('/nc/p_1/table/Notes')).toBeUndefined();
    expect(sharedBaseIdOf('/nc/view/1b2c-3d')).toBeUndefined();
    expect(sharedBaseIdOf('/projects')).toBeUndefined();
  });
});
