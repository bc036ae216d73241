import { createContext, useContext } from 'react';
import type { Props } from './props';

const ShellContext = createContext<Props | undefined>(undefined);

export const ShellProvider = ShellContext.Provider;

/** The services the shell handed this remote (API client, session, toast, navigate...). */
export function useShell(): Props {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the remote root');
  return shell;
}
