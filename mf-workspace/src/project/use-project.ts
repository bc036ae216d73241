import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { extractErrorText } from '@basalt/core';
import { useShell } from '../shell-context';
import { useWorkspaceApi } from '../shell-hooks';
import { projectAtom, resetProjectAtom, rolesAtom, tablesAtom, themeAtom } from '../state/atoms';
import { SharedBaseNotFound, loadProject } from '../state/project-loader';
import type { ProjectRoute } from './project-route';

/**
 * Loads the project of the route into the atoms (docs/PRODUCT.md §4), and resets them when the project changes or
 * closes.
 */
export function useProject(route: ProjectRoute | undefined): 'loading' | 'ready' | 'failed' {
  const { navigate, toast } = useShell();
  const { t } = useTranslation();
  const api = useWorkspaceApi();
  const project = useAtomValue(projectAtom);
  const reset = useSetAtom(resetProjectAtom);
  const setProject = useSetAtom(projectAtom);
  const setTables = useSetAtom(tablesAtom);
  const setRoles = useSetAtom(rolesAtom);
  const setTheme = useSetAtom(themeAtom);
  const key = route ? JSON.stringify(route.target) : undefined;

  useEffect(() => {
    if (!route) return;
    let cancelled = false;
    reset();
    loadProject(api, route.target)
      .then((loaded) => {
        if (cancelled) return;
        setProject(loaded.project);
        setRoles(loaded.roles);
        setTables(loaded.tables);
        setTheme(loaded.theme);
      })
      .catch(async (err) => {
        if (cancelled) return;
        if (err instanceof SharedBaseNotFound) return navigate('/error/404');
        const status = (err as { response?: Response }).response?.status;
        // A non-member: the shell's route guard says the same words (docs/PRODUCT.md §6), and toasts with the
        // same text show once, so the user reads one message whichever of the two answers first.
        if (status === 403) {
          toast.error(t('shell.guard.projectPermission'));
          return navigate('/');
        }
        toast.error(await extractErrorText(err));
        if (status === 404) navigate('/');
      });
    return () => {
      cancelled = true;
      reset();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!route) return 'failed';
  return project ? 'ready' : 'loading';
}
