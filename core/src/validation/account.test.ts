import { isValidEmail, isValidPassword } from './account.js';

describe('account rules', () => {
  it.each(['a@b.co', 'first.last+tag@example.org', ' padded@example.com '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.c1', 'a b@c.de', '@example.com'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('wants at least 8 characters of password', () => {
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
  });
});
