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
  /** Absent where there are no workers: the reads then run on the page. */
  Worker?: typeof Worker;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  localStorage: Pick<Storage, 'getItem'>;
  document: Pick<Document, 'getElementById' | 'createElement' | 'head'>;
  fetch: typeof fetch;
  basaltEarlyReads?: EarlyReads;
}

interface NamedView {
  id: string;
  title: string;
  is_default?: boolean;
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

  // In a worker, each step of the chain goes out as soon as the one before is back: on the page it would wait
  // for the main thread, busy running the shell's and the remotes' scripts (hundreds of ms on a slow machine).
  if (!startInWorker(win, job, hear)) readProject(job, win.fetch.bind(win), hear);
}

/**
 * Runs `readProject` in a worker made from its own text, ended once every read it asked for is answered (it
 * announces a step's next reads before the answer they follow, so the count of open reads only reaches 0 at the
 * end); false where the page may not start one.
 */
function startInWorker(win: EarlyWindow, job: EarlyJob, hear: (message: EarlyMessage) => void): boolean {
  if (!win.Worker) return false;
  try {
    const code = `onmessage=function(e){(${readProject.toString()})(e.data,fetch,function(m){postMessage(m)})}`;
    const url = win.URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const worker = new win.Worker(url);
    let open = 0;
    worker.onmessage = (event: MessageEvent<EarlyMessage>) => {
      hear(event.data);
      open += event.data.state === 'asked' ? 1 : -1;
      if (open > 0) return;
      worker.terminate();
      win.URL.revokeObjectURL(url);
    };
    worker.postMessage(job);
    return true;
  } catch {
    return false; // a content security policy without blob: workers
  }
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
 * table's meta, then its view's columns and first 100 rows (the paths of shell/src/routes/read-ahead.ts). Runs in a
 * worker made from its source text, so it refers to nothing outside itself.
 */
export function readProject(job: EarlyJob, get: typeof fetch, report: (message: EarlyMessage) => void): void {
  const enc = encodeURIComponent;
  const meta = '/api/v1/db/meta';
  const read = (path: string, next?: (body: never) => void) => {
    report({ path, state: 'asked' });
    get(job.origin + path, { credentials: 'include', headers: { 'xc-auth': job.token, 'xc-gui': 'true' } })
      .then((res) => (res.ok ? res.json() : Promise.reject(res.status)))
      .then(
        (body) => {
          try {
            if (next) next(body as never);
          } catch {
            // an answer of an unexpected shape: the shell reads what follows it itself
          }
          report({ path, state: 'answered', body });
        },
        (status: unknown) => report({ path, state: 'failed', status: typeof status === 'number' ? status : 0 }),
      );
  };
  read(`/api/v1/auth/user/me?project_id=${enc(job.projectId)}`);
  if (job.tableTitle === undefined) return;
  read(`${meta}/projects/${enc(job.projectId)}/tables`, (tables: { list?: Array<{ id: string; title: string }> }) => {
    const table = (tables.list || []).filter((t) => t.title === job.tableTitle)[0];
    if (!table) return;
    read(`${meta}/tables/${enc(table.id)}`, (model: { id: string; views?: NamedView[] }) => {
      // the view the address names, else the default one; any other case is left to the views remote
      const view = (model.views || []).filter((v) =>
        job.viewTitle === undefined ? v.is_default : v.title === job.viewTitle || v.id === job.viewTitle,
      )[0];
      if (!view) return;
      read(`${meta}/views/${enc(view.id)}/columns`);
      read(`/api/v1/db/data/noco/${enc(job.projectId)}/${enc(model.id)}/views/${enc(view.id)}?limit=100&offset=0`);
    });
  });
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
