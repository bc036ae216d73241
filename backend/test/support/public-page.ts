import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A web root holding only the page mf-shared's build writes for the server (minified, as the build writes it),
 * for the tests of the public form page (backend/src/public-pages): `BASALT_WEB_ROOT` for their server.
 */
export function publicPageRoot(template: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-public-page-'));
  fs.mkdirSync(path.join(root, 'mf-shared', 'dist', 'standalone'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-shared', 'dist', 'standalone', 'server.html'), template);
  return root;
}

/** What the server wrote into the page's root element. */
export const pageRoot = (html: string) => /<div id="?root"?>(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
