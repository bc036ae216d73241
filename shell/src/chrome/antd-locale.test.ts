import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@basalt/core';

const source = fs.readFileSync(path.join(__dirname, 'antd-locale.ts'), 'utf8');

describe('antd locales', () => {
  it('maps every interface language to a locale file antd ships, and bundles only those', () => {
    const mapped = [...source.matchAll(/'?([\w-]+)'?: '(\w+)'/g)].map((m) => [m[1], m[2]] as const);
    expect(mapped.map(([language]) => language).sort()).toEqual([...LANGUAGES].sort());
    const include = /webpackInclude: \/\(([^)]+)\)/.exec(source)![1]!.split('|').sort();
    expect(include).toEqual(mapped.map(([, file]) => file).sort());
    for (const [, file] of mapped) {
      expect(fs.existsSync(require.resolve(`antd/es/locale/${file}.js`))).toBe(true);
    }
  });
});
