import { oauthProvider } from './oauth-callback';

describe('OAuth callback detection', () => {
  it.each([
    ['?code=abc&state=github', 'github'],
    ['?code=abc&scope=email%20profile', 'google'],
    ['?code=abc', undefined],
    ['?state=github', undefined],
    ['', undefined],
  ])('%s -> %s', (query, provider) => {
    expect(oauthProvider(new URLSearchParams(query))).toBe(provider);
  });
});
