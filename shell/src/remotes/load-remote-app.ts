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

/** Loads a remote's exposed `./app` (its single-spa lifecycles). */
export async function loadRemoteApp<Props>(name: RemoteName): Promise<LifeCycles<Props>> {
  const module = await loadRemote<LifeCycles<Props>>(`${REMOTES[name].container}/app`);
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`${name} does not expose single-spa lifecycles`);
  }
  return module;
}
