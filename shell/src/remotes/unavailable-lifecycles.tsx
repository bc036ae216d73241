import { createRoot, type Root } from 'react-dom/client';
import { lazy, Suspense, type ComponentType, type PropsWithChildren } from 'react';
import type { LifeCycles } from 'single-spa';

/** The error page (antd Result) is fetched only when a remote failed to load, not by every page. */
const RemoteUnavailable = lazy(() =>
  import('../chrome/RemoteUnavailable').then((module) => ({ default: module.RemoteUnavailable })),
);

interface SlotProps {
  domElementGetter: () => HTMLElement | null;
}

/**
 * Lifecycles that stand in for a remote whose code could not be loaded: they draw a readable error in its
 * slot, so single-spa keeps routing and every other part of the app keeps working.
 */
export function unavailableLifecycles<Props extends SlotProps>(
  remote: string,
  detail: string,
  Providers: ComponentType<PropsWithChildren>,
): LifeCycles<Props> {
  const roots = new Map<string, { root: Root; host: HTMLElement }>();
  return {
    bootstrap: async () => {},
    mount: async ({ name, domElementGetter }) => {
      const host = document.createElement('div');
      domElementGetter()?.appendChild(host);
      const root = createRoot(host);
      root.render(
        <Providers>
          <Suspense fallback={null}>
            <RemoteUnavailable name={remote} detail={detail} />
          </Suspense>
        </Providers>,
      );
      roots.set(name, { root, host });
    },
    unmount: async ({ name }) => {
      const mounted = roots.get(name);
      mounted?.root.unmount();
      mounted?.host.remove();
      roots.delete(name);
    },
  };
}
