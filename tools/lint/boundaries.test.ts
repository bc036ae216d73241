import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

/** Lints `code` as if it were the file at `filePath`, through the repository's real ESLint config. */
function lint(filePath: string, code: string) {
  const run = spawnSync(ESLINT, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
  return report!.messages.map((m) => m.ruleId);
}

describe('import boundaries (docs/ARCHITECTURE.md, packages and boundaries)', () => {
  it.each([
    ['core/src/bad.ts', "import React from 'react';\nexport const x = React;\n"],
    ['core/src/bad.ts', "import knex from 'knex';\nexport const x = knex;\n"],
    ['mf-views/src/bad.ts', "import { App } from '../../mf-auth/src/App';\nexport const x = App;\n"],
    ['mf-views/src/bad.ts', "import { x } from '@basalt/mf-workspace';\nexport const y = x;\n"],
    [
      'mf-auth/src/bad.ts',
      "import { guardRoute } from '../../shell/src/routes/guard';\nexport const x = guardRoute;\n",
    ],
    ['shell/src/bad.ts', "import { App } from '../../mf-views/src/App';\nexport const x = App;\n"],
    ['backend/src/bad.ts', "import { App } from '../../mf-shared/src/App';\nexport const x = App;\n"],
    ['ui/src/bad.ts', "import { App } from '../../mf-views/src/App';\nexport const x = App;\n"],
    ['core/src/bad.ts', "import { createShellContext } from '@basalt/ui';\nexport const x = createShellContext;\n"],
  ])('refuses %s importing across a boundary', (file, code) => {
    expect(lint(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['mf-views/src/ok.ts', "import { REMOTES } from '@basalt/core';\nexport const x = REMOTES;\n"],
    ['backend/src/ok.ts', "import { REMOTES } from '@basalt/core';\nexport const x = REMOTES;\n"],
    ['mf-views/src/ok.ts', "import { createShellContext } from '@basalt/ui';\nexport const x = createShellContext;\n"],
  ])('allows %s to import core', (file, code) => {
    expect(lint(file, code)).not.toContain('no-restricted-imports');
  });
});
