import { lacksProjectAccess, projectIdOf } from './project-roles';

describe('project access', () => {
  it('finds the project of a path', () => {
    expect(projectIdOf('/nc/p_abc/table/T')).toBe('p_abc');
    expect(projectIdOf('/nc/p_abc')).toBe('p_abc');
    expect(projectIdOf('/projects')).toBeUndefined();
    expect(projectIdOf('/base/base/sb_1')).toBeUndefined();
  });

  it('refuses a user whose only role is user', () => {
    expect(lacksProjectAccess(['user'])).toBe(true);
    expect(lacksProjectAccess(['user', 'editor'])).toBe(false);
    expect(lacksProjectAccess(['super'])).toBe(false);
  });
});
