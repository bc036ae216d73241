/**
 * The page's inline script (docs/PERFORMANCE.md, "First rows in a fresh tab"). A tab opened on a table's address
 * used to ask for its data only once the shell's scripts had been fetched and run, ~250-600 ms after navigation
 * start; this script runs while the page's HTML is parsed, so the reads (and the remotes' entry scripts) are on
 * their way before any bundle arrives. The shell takes the answers once (`routes/read-ahead.ts`,
 * `session/project-roles.ts`) and asks the server itself for anything missing or failed: a refused token is
 * refreshed there, by the API client, as before.
 *
 * Self-contained on purpose: shell/webpack.config.js transpiles this file alone and writes it into index.html, so it
 * imports nothing and uses only what browsers have.
 */

/** What the inline script read before the shell ran. */
export interface EarlyReads {
  /** The token the reads carried: the shell takes them only while its session holds the same one. */
  token: string;
  /** Parsed JSON answers of GETs by path; a failed answer rejects. */
  answers: Record<string, Promise<unknown>>;
}

/** The part of `window` the script uses, so a test can hand it a fake. */
export interface EarlyWindow {
  location: { pathname: string; origin: string };
  localStorage: Pick<Storage, 'getItem'>;
  document: Pick<Document, 'getElementById' | 'createElement' | 'head'>;
  fetch: typeof fetch;
  basaltEarlyReads?: EarlyReads;
}

/** Starts the reads of the address the tab opened on; sets `win.basaltEarlyReads` when it read anything. */
export function startEarlyReads(win: EarlyWindow): void {
  // the project, table and view of a project address (`/:projectType/:projectId/(table|view)/:title/:view?`)
  const address = /^\/(?:nc|noco)\/(p_[\w-]+)(?:\/(table|view)\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(
    win.location.pathname,
  );
  if (!address) return;
  const projectId = address[1] as string;
  const onTable = address[2] !== undefined;

  // the remotes this address mounts, fetched now rather than once the shell has started (the manifest is written
  // into the page by the backend; without it, as under a dev server, the shell finds them as before)
  const manifest = readManifest(win);
  const preload = (entry: string | undefined) => {
    if (!entry) return;
    const link = win.document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = entry;
    win.document.head.appendChild(link);
  };
  if (manifest) {
    preload(manifest['mf-workspace']);
    if (onTable) preload(manifest['mf-views']);
  }

  // a signed-out visitor reads nothing; a previewed role or a shared base is left to the shell's API client
  let prefs: { token?: unknown; previewAs?: unknown } | undefined;
  try {
    prefs = JSON.parse(win.localStorage.getItem('nocodb-gui-v2') || 'null') || undefined;
  } catch {
    return;
  }
  const token = prefs && typeof prefs.token === 'string' ? prefs.token : '';
  if (!token || prefs?.previewAs) return;

  let tableTitle: string | undefined;
  let viewTitle: string | undefined;
  try {
    tableTitle = onTable ? decodeURIComponent(address[3] as string) : undefined;
    viewTitle = address[4] === undefined ? undefined : decodeURIComponent(address[4]);
  } catch {
    return;
  }

  // each read is announced before its answer, and a step's next reads before the answer they follow, so the shell
  // finds every read that is on its way when it looks for it
  const answers: Record<string, Promise<unknown>> = {};
  const settle: Record<string, [(body: unknown) => void, (err: Error) => void]> = {};
  const hear = (message: EarlyMessage) => {
    const path = message.path;
    if (message.state === 'asked') {
      answers[path] = new Promise((resolve, reject) => (settle[path] = [resolve, reject]));
      // an answer nobody takes must not be reported as unhandled; whoever takes it sees the rejection
      answers[path].catch(() => undefined);
    } else if (message.state === 'answered') settle[path]?.[0](message.body);
    else settle[path]?.[1](new Error(`${path} answered ${message.status}`));
  };
  win.basaltEarlyReads = { token, answers };
  const job: EarlyJob = { origin: win.location.origin, token, projectId, tableTitle, viewTitle };

  // on the page: the reads go out now, while the HTML is parsed; their answers wait in the browser until the main
  // thread takes them, which is when the shell asks for them anyway (a worker, which let a chain of reads go on
  // without the main thread, cost ~50-70 ms to start before its first read now that there is no chain)
  readProject(job, win.fetch.bind(win), hear);
}

/** A table read the early script asks for. */
export interface EarlyJob {
  origin: string;
  token: string;
  projectId: string;
  tableTitle?: string;
  viewTitle?: string;
}

/** What the chain reports of each read: asked for, then answered (with its JSON) or failed. */
export type EarlyMessage =
  | { path: string; state: 'asked' }
  | { path: string; state: 'answered'; body: unknown }
  | { path: string; state: 'failed'; status: number };

/**
 * The reads of a project address: the user's roles in it and, on a table's address, the project's tables, the
 * table's meta, its view's columns and first 100 rows (the paths of core's api/table-opening.ts). Those four come in
 * one request, the server answering each under its own path (docs/API.md §1.6, "Opening a table"): three round
 * trips one after the other took ~110-140 ms each in a fresh tab, while the page's scripts shared the cores with the
 * server.
 */
export function readProject(job: EarlyJob, get: typeof fetch, report: (message: EarlyMessage) => void): void {
  const enc = encodeURIComponent;
  const read = (path: string, answered: (body: unknown) => void, failed: (status: number) => void) => {
    get(job.origin + path, { credentials: 'include', headers: { 'xc-auth': job.token, 'xc-gui': 'true' } })
      .then((res) => (res.ok ? res.json() : Promise.reject(res.status)))
      .then(answered, (status: unknown) => failed(typeof status === 'number' ? status : 0));
  };
  const me = `/api/v1/auth/user/me?project_id=${enc(job.projectId)}`;
  report({ path: me, state: 'asked' });
  read(
    me,
    (body) => report({ path: me, state: 'answered', body }),
    (status) => report({ path: me, state: 'failed', status }),
  );
  if (job.tableTitle === undefined) return;

  // the tables are announced now, as the shell asks for them first; the other reads when their answers are here,
  // before the tables' answer, so the shell, which asks for them once it has the tables, finds them
  const tables = `/api/v1/db/meta/projects/${enc(job.projectId)}/tables`;
  report({ path: tables, state: 'asked' });
  let opening = `/api/v1/basalt/projects/${enc(job.projectId)}/opening?table=${enc(job.tableTitle)}`;
  if (job.viewTitle !== undefined) opening += `&view=${enc(job.viewTitle)}`;
  read(
    opening,
    (body) => {
      const answer = body as { reads?: Record<string, unknown> } | null;
      const reads: Record<string, unknown> = (answer && answer.reads) || {};
      const others = Object.keys(reads).filter((path) => path !== tables);
      for (const path of others) report({ path, state: 'asked' });
      if (Object.prototype.hasOwnProperty.call(reads, tables)) {
        report({ path: tables, state: 'answered', body: reads[tables] });
      } else report({ path: tables, state: 'failed', status: 0 });
      for (const path of others) report({ path, state: 'answered', body: reads[path] });
    },
    (status) => report({ path: tables, state: 'failed', status }),
  );
}

/** The remotes manifest the backend wrote into the page (`<script id="basalt-remotes" type="application/json">`). */
function readManifest(win: EarlyWindow): Record<string, string> | undefined {
  const embedded = win.document.getElementById('basalt-remotes');
  if (!embedded) return undefined;
  try {
    return JSON.parse(embedded.textContent || '') as Record<string, string>;
  } catch {
    return undefined;
  }
}
