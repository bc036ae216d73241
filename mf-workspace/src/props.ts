import type { ComponentType, PropsWithChildren } from 'react';
import type { RemoteProps, SlotName } from '@basalt/core';

/** The custom props the shell mounts this remote with. */
export type Props = RemoteProps<ComponentType<PropsWithChildren>> & { slotName: SlotName };
