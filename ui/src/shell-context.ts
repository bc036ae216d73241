import { createContext, useContext } from 'react';

/**
 * Each remote renders its own React root, so the services the shell mounts it with (API client, session,
 * toast, navigate...) travel through a context of the remote's own. One factory serves every remote.
 */
export function createShellContext<Props>() {
  const ShellContext = createContext<Props | undefined>(undefined);
  function useShell(): Props {
    const shell = useContext(ShellContext);
    if (!shell) throw new Error('useShell outside the remote root');
    return shell;
  }
  return { ShellProvider: ShellContext.Provider, useShell };
}
