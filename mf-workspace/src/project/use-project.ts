import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { extractErrorText, saveSharedBasePassword } from '@basalt/core';
import { useShell } from '../shell-context';
import { useWorkspaceApi } from '../shell-hooks';
import { projectAtom, resetProjectAtom, rolesAtom, tablesAtom, themeAtom } from '../state/atoms';
import { SharedBaseNotFound, SharedBasePasswordRefused, loadProject } from '../state/project-loader';
import type { ProjectRoute } from './project-route';

/** A protected shared base asks its visitor for the password: `wrong` once an entered one was refused. */
export interface PasswordStep {
  wrong: boolean;
  submit(password: string): void;
  /** The visitor is typing again: the error goes away. */
  edit(): void;
}

export interface ProjectLoad {
  status: 'loading' | 'ready' | 'failed';
  /** Set while a protected shared base waits for its password. */
  password?: PasswordStep;
}

/**
 * Loads the project of the route into the atoms (docs/PRODUCT.md §4), and resets them when the project changes or
 * closes. A protected shared base is loaded again each time its visitor submits a password.
 */
export function useProject(route: ProjectRoute | undefined): ProjectLoad {
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
  // undefined: no password asked; 'asked': the dialog is open; 'wrong': an entered password was refused
  const [passwordStep, setPasswordStep] = useState<'asked' | 'wrong' | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!route) return;
    let cancelled = false;
    reset();
    loadProject(api, route.target)
      .then((loaded) => {
        if (cancelled) return;
        setPasswordStep(undefined);
        setProject(loaded.project);
        setRoles(loaded.roles);
        setTables(loaded.tables);
        setTheme(loaded.theme);
      })
      .catch(async (err) => {
        if (cancelled) return;
        if (err instanceof SharedBaseNotFound) return navigate('/error/404');
        // the first refusal only asks; after the visitor submitted one, it says the password was wrong
        if (err instanceof SharedBasePasswordRefused) return setPasswordStep(attempt > 0 ? 'wrong' : 'asked');
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
  }, [key, attempt]);

  if (!route) return { status: 'failed' };
  if (project) return { status: 'ready' };
  const target = route.target;
  if (!passwordStep || !('sharedBaseId' in target)) return { status: 'loading' };
  return {
    status: 'loading',
    password: {
      wrong: passwordStep === 'wrong',
      submit(password) {
        // the shell's API client sends it with every request of this base (docs/PRODUCT.md §7)
        saveSharedBasePassword(window.sessionStorage, target.sharedBaseId, password);
        setAttempt((n) => n + 1);
      },
      edit: () => setPasswordStep('asked'),
    },
  };
}
