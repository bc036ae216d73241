import type { LifeCycles } from 'single-spa';
import type { Mount } from './route-table';
import { createSidebarAfterMain, sidebarWaitsForMain } from './sidebar-after-main';

const table: Mount[] = [
  { remote: 'mf-workspace', slot: 'sidebar' },
  { remote: 'mf-views', slot: 'main' },
];

/** A window whose idle callbacks and timers run only when the test says so. */
function fakeWindow() {
  const idle: Array<() => void> = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const win = {
    requestIdleCallback: (run: () => void) => idle.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  } as unknown as Window;
  return { win, idle, timers };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

const lifecycles = (mount: () => Promise<void>): LifeCycles<object> => ({
  bootstrap: () => Promise.resolve(),
  mount,
  unmount: () => Promise.resolve(),
});

/** Runs a lifecycle as single-spa does: one function or an array of them, in turn. */
async function runAll(lifecycle: LifeCycles<object>['mount']) {
  for (const fn of [lifecycle].flat()) await fn({} as never);
}

describe('the sidebar of the first page, after its main content', () => {
  it('waits only where a page mounts a sidebar and a main remote', () => {
    expect(sidebarWaitsForMain(table)).toBe(true);
    expect(sidebarWaitsForMain([{ remote: 'mf-workspace', slot: 'sidebar' }])).toBe(false);
    expect(sidebarWaitsForMain([{ remote: 'mf-workspace', slot: 'main' }])).toBe(false);
  });

  it('loads once the main remote has mounted and the main thread is idle', async () => {
    const { win, idle } = fakeWindow();
    const order: string[] = [];
    const sidebar = createSidebarAfterMain(table, win);
    const waiting = sidebar.before('sidebar');
    expect(await settled(sidebar.before('main'))).toBe(true);
    const main = sidebar.signalMainMount(
      'main',
      lifecycles(async () => void order.push('main mounted')),
    );

    expect(await settled(waiting)).toBe(false);
    await runAll(main.mount);
    expect(order).toEqual(['main mounted']);
    expect(await settled(waiting)).toBe(false); // the main thread has not been idle yet
    idle.forEach((run) => run());
    expect(await settled(waiting)).toBe(true);
  });

  it("tells when the first page's main content has been drawn, at once on a page where nothing waits for it", async () => {
    const { win, idle } = fakeWindow();
    const onTable = createSidebarAfterMain(table, win);
    expect(await settled(onTable.mainContent)).toBe(false);
    await runAll(
      onTable.signalMainMount(
        'main',
        lifecycles(() => Promise.resolve()),
      ).mount,
    );
    idle.forEach((run) => run());
    expect(await settled(onTable.mainContent)).toBe(true);

    const projects = createSidebarAfterMain([{ remote: 'mf-workspace', slot: 'main' }], fakeWindow().win);
    expect(await settled(projects.mainContent)).toBe(true);
  });

  it('does not wait longer than its limit for a main remote that never mounts', async () => {
    const { win, timers } = fakeWindow();
    const waiting = createSidebarAfterMain(table, win).before('sidebar');
    expect(await settled(waiting)).toBe(false);
    timers.forEach((timer) => timer.run());
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait on a page without a main remote, nor changes a sidebar lifecycle', async () => {
    const { win } = fakeWindow();
    const sidebar = createSidebarAfterMain([{ remote: 'mf-workspace', slot: 'sidebar' }], win);
    expect(await settled(sidebar.before('sidebar'))).toBe(true);
    const app = lifecycles(() => Promise.resolve());
    expect(sidebar.signalMainMount('sidebar', app)).toBe(app);
  });
});
