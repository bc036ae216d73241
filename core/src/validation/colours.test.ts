import { DEFAULT_PROJECT_THEME, isValidColour, projectTheme } from './colours.js';

describe('colours', () => {
  it.each(['#fff', '#4351E8', '#4351e8cc', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120 50% 50%)', 'Pink'])(
    'accepts %s',
    (c) => expect(isValidColour(c)).toBe(true),
  );
  it.each(['', '#12', 'blu', 'rgb(1,2)', 'url(x)', 'javascript:alert(1)', 42])('refuses %j', (c) =>
    expect(isValidColour(c)).toBe(false),
  );

  it('reads the theme from meta as a string or an object, defaulting invalid colours', () => {
    expect(projectTheme('{"theme":{"primaryColor":"#123456","accentColor":"nope"}}')).toEqual({
      primaryColor: '#123456',
      accentColor: DEFAULT_PROJECT_THEME.accentColor,
    });
    expect(projectTheme({ theme: { accentColor: 'teal' } })).toEqual({ primaryColor: '#4351E8', accentColor: 'teal' });
    expect(projectTheme('not json')).toEqual(DEFAULT_PROJECT_THEME);
    expect(projectTheme(null)).toEqual(DEFAULT_PROJECT_THEME);
  });
});
