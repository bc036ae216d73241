/**
 * The remotes the shell composes. `container` is the Module Federation container name each one is built under;
 * `envVar` is the backend variable that points `/remotes.json` at another deployment of it.
 */
export const REMOTES = {
  'mf-auth': { container: 'mf_auth', envVar: 'BASALT_REMOTE_MF_AUTH' },
  'mf-workspace': { container: 'mf_workspace', envVar: 'BASALT_REMOTE_MF_WORKSPACE' },
  'mf-views': { container: 'mf_views', envVar: 'BASALT_REMOTE_MF_VIEWS' },
  'mf-shared': { container: 'mf_shared', envVar: 'BASALT_REMOTE_MF_SHARED' },
  'mf-import': { container: 'mf_import', envVar: 'BASALT_REMOTE_MF_IMPORT' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** `/remotes.json`: remote name -> URL of its `remoteEntry.js` (absolute or relative to the page). */
export type RemoteManifest = Record<RemoteName, string>;

/** Where the backend serves a remote's own build when no other URL is configured. */
export function defaultRemoteEntry(name: RemoteName): string {
  return `/remotes/${name}/remoteEntry.js`;
}
