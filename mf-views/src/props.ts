import type { ComponentType, PropsWithChildren } from 'react';
import type { RemoteProps, SlotName } from '@basalt/core';

/** The custom props the shell mounts this remote with. */
export type Props = RemoteProps<ComponentType<PropsWithChildren>> & {
  slotName: SlotName;
  /** The user's roles in a project, read once per page by the shell (absent in older shells and some tests). */
  projectRoles?: (projectId: string) => Promise<string[]>;
  /** A GET the shell started for this page before this remote loaded (a table's fields), once, by its path. */
  takeReadAhead?: (path: string) => Promise<unknown> | undefined;
};
