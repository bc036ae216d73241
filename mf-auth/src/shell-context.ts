import { createShellContext } from '@basalt/ui';
import type { Props } from './props';

/** The services the shell handed this remote (API client, session, toast, navigate...). */
export const { ShellProvider, useShell } = createShellContext<Props>();
