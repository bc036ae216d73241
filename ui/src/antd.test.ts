import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const FRONT_ENDS = ['shell', 'ui', 'mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names (not `type` imports) that front-end code imports from plain `antd`. */
function namesImportedFromAntd(): Map<string, string> {
  const names = new Map<string, string>();
  for (const pkg of FRONT_ENDS) {
    for (const file of sources(path.join(ROOT, pkg, 'src')).filter((f) => f !== path.join(__dirname, 'antd.ts'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, typeOnly, list] of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
        if (typeOnly) continue;
        for (const item of list!.split(',')) {
          const name = item.trim();
          if (!name || name.startsWith('type ')) continue;
          names.set(name.split(/\s+as\s+/)[0]!, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

describe('the curated antd every build resolves `antd` to', () => {
  const curated = fs.readFileSync(path.join(__dirname, 'antd.ts'), 'utf8');
  const exported = new Set([...curated.matchAll(/^export \{ default as (\w+) \}/gm)].map((m) => m[1]));

  it('exports every antd component the front ends import', () => {
    const missing = [...namesImportedFromAntd()].filter(([name]) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('exports each component from its own module, under the name antd itself gives it', () => {
    const antdIndex = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
    for (const [, name, dir] of curated.matchAll(/export \{ default as (\w+) \} from 'antd\/es\/([a-z-]+)'/g)) {
      expect(antdIndex).toContain(`export { default as ${name} } from './${dir}';`);
    }
    expect(exported.size).toBeGreaterThan(20);
  });
});
