import type { TFunction } from 'i18next';
import { emailChecks, passwordChecks } from './account-rules';

const t = ((key: string) => key) as unknown as TFunction;
const problems = (checks: ReturnType<typeof emailChecks>, value: string) =>
  checks.map((check) => check(value, {})).filter(Boolean);

describe('account rules', () => {
  it('an empty field is only "required", never also "invalid"', () => {
    expect(problems(emailChecks(t), '')).toEqual(['auth.validation.emailRequired']);
    expect(problems(passwordChecks(t), '')).toEqual(['auth.validation.passwordRequired']);
  });

  it('a filled field is checked for its form', () => {
    expect(problems(emailChecks(t), 'ada@')).toEqual(['auth.validation.emailInvalid']);
    expect(problems(emailChecks(t), 'ada@example.com')).toEqual([]);
    expect(problems(passwordChecks(t), 'short')).toEqual(['auth.validation.passwordMin']);
    expect(problems(passwordChecks(t), 'long enough')).toEqual([]);
  });
});
