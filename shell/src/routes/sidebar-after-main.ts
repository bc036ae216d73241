import type { LifeCycles } from 'single-spa';
import type { Mount } from './route-table';

/** The longest the sidebar waits for the page's main content: a main remote that never mounts must not hide it. */
const LONGEST_WAIT_MS = 3000;

type Lifecycle<Props> = LifeCycles<Props>['mount'];

/** Whether the sidebar of a page that mounts `mounts` waits for its main slot's remote (a project's table does). */
export function sidebarWaitsForMain(mounts: readonly Mount[]): boolean {
  return mounts.some((m) => m.slot === 'sidebar') && mounts.some((m) => m.slot === 'main');
}

/**
 * On the page the tab opened on, the project sidebar (mf-workspace) loads only once the main slot's remote has
 * mounted and the main thread has had its turn to draw it (docs/PERFORMANCE.md, "First rows in a fresh tab"): a
 * table's first rows are what the visitor waits for, and the sidebar's scripts and first render used to run before
 * them on the one main thread. Later pages do not wait: by then the sidebar is loaded or no longer first.
 */
export function createSidebarAfterMain(
  firstMounts: readonly Mount[],
  win: Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] } = window,
) {
  const waits = sidebarWaitsForMain(firstMounts);
  let mainDrawn = (): void => undefined;
  const gate = waits
    ? new Promise<void>((resolve) => {
        mainDrawn = () => {
          // once the main remote's mount is done, what it started (its data, its first rows) runs before the sidebar
          if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 500 });
          else win.setTimeout(resolve, 0);
        };
        win.setTimeout(resolve, LONGEST_WAIT_MS);
      })
    : Promise.resolve();

  return {
    /** Resolved once the first page's main content has had its turn (at once where nothing waits for it). */
    mainContent: gate,
    /** What a slot's remote waits for before it loads: nothing, except the sidebar of the first page. */
    before: (slot: string): Promise<void> => (slot === 'sidebar' ? gate : Promise.resolve()),
    /** The main slot's lifecycles, telling the sidebar when their mount is done (or failed). */
    signalMainMount<Props>(slot: string, app: LifeCycles<Props>): LifeCycles<Props> {
      if (slot !== 'main') return app;
      const signal: Lifecycle<Props> = () => {
        mainDrawn();
        return Promise.resolve();
      };
      return { ...app, mount: [...[app.mount].flat(), signal] };
    },
  };
}
