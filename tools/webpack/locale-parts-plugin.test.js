/* global describe, it, expect */
const fs = require('node:fs');
const path = require('node:path');
const { localePartFiles } = require('./locale-parts-plugin');

const LOCALES = path.resolve(__dirname, '../../core/locales');
const read = (language) => JSON.parse(fs.readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'));
/** What `import(url)` gives the shell: the module's default export. */
const exported = (source) => new Function(source.replace(/^export default /, 'return '))();

describe('the strings parts the shell build writes', () => {
  const files = localePartFiles('0123abcd');
  const byName = new Map(files.map((file) => [file.name, exported(file.source)]));

  it('writes every part of every language at the address the shell asks for', () => {
    const languages = fs.readdirSync(LOCALES).filter((file) => file.endsWith('.json'));
    expect(languages).toHaveLength(31);
    expect(files).toHaveLength(31 * 5);
    expect(byName.has('locales/app/zh-Hant.0123abcd.js')).toBe(true);
  });

  it("puts the shell's and sign-in's strings, and only those, in the app part", () => {
    const english = read('en');
    expect(byName.get('locales/app/en.0123abcd.js')).toEqual({ shell: english.shell, auth: english.auth });
  });

  it('loses no string of any language across its parts', () => {
    for (const file of fs.readdirSync(LOCALES)) {
      const language = path.basename(file, '.json');
      const merged = {};
      for (const [name, part] of byName) if (name.endsWith(`/${language}.0123abcd.js`)) Object.assign(merged, part);
      expect(merged).toEqual(read(language));
    }
  });
});
