import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@basalt/core';
import type { LifeCycles } from 'single-spa';

/** Tells the Module Federation runtime where each remote's container lives, as the manifest says. */
export function registerRemoteEntries(manifest: RemoteManifest): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name: REMOTES[name].container, entry: manifest[name], type: 'script' as const })),
    { force: true },
  );
}

const loading = new Map<RemoteName, Promise<LifeCycles<never>>>();

/**
 * Loads a remote's exposed `./app` (its single-spa lifecycles), once per page: a load started ahead
 * (`loadRemotesAhead`) is the one single-spa gets; a failed load is forgotten, so a later route tries again.
 */
export function loadRemoteApp<Props>(name: RemoteName): Promise<LifeCycles<Props>> {
  let app = loading.get(name);
  if (!app) {
    app = loadRemote<LifeCycles<never>>(`${REMOTES[name].container}/app`).then((module) => {
      if (!module || typeof module.mount !== 'function') {
        throw new Error(`${name} does not expose single-spa lifecycles`);
      }
      return module;
    });
    const started = app;
    loading.set(name, started);
    started.catch(() => loading.get(name) === started && loading.delete(name));
  }
  return app as Promise<LifeCycles<Props>>;
}

/**
 * Starts loading the remotes the first page mounts while the shell is still starting (its translations, app info
 * and session): they used to be asked for only once all of that was done (docs/PERFORMANCE.md, "First rows in a
 * fresh tab"). single-spa later takes the same loads; their failures are reported there.
 */
export function loadRemotesAhead(names: readonly RemoteName[]): void {
  for (const name of names) loadRemoteApp(name).catch(() => undefined);
}
