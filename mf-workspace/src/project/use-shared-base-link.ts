import { useShareState } from '@basalt/ui';
import { useShell } from '../shell-context';

/** A project's shared-base link as the server answers it (docs/API.md §1.5); the password itself never comes back. */
export interface SharedBaseLink {
  uuid: string | null;
  url: string | null;
  roles: 'viewer' | 'editor' | null;
  has_password: boolean;
}

export interface SharedBaseControls {
  /** Undefined while read, null when the base is not shared. */
  link: SharedBaseLink | null | undefined;
  busy: boolean;
  create(): Promise<boolean>;
  update(changes: { roles?: 'viewer' | 'editor'; password?: string | null }): Promise<boolean>;
  disable(): Promise<boolean>;
}

/** Reads and changes a project's shared-base link; every refusal is shown as the server words it. */
export function useSharedBaseLink(projectId: string): SharedBaseControls {
  const { api, toast } = useShell();
  const path = `/api/v1/db/meta/projects/${encodeURIComponent(projectId)}/shared`;
  // the server answers an unshared base as a link without a uuid
  const shown = (answer: SharedBaseLink) => (answer.uuid ? answer : null);
  const {
    value: link,
    busy,
    run,
  } = useShareState<SharedBaseLink>(path, async () => shown(await api.get(path).json<SharedBaseLink>()), toast);
  return {
    link,
    busy,
    create: () => run(async () => shown(await api.post(path, { json: { roles: 'viewer' } }).json<SharedBaseLink>())),
    update: (changes) => run(async () => shown(await api.patch(path, { json: changes }).json<SharedBaseLink>())),
    disable: () =>
      run(async () => {
        await api.delete(path);
        return null;
      }),
  };
}
