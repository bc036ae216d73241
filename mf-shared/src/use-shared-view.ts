import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@basalt/core';
import { failureOf, publicViewApi, type PublicViewApi, type SharedViewMeta } from './public-api';

export type SharedViewState =
  | { kind: 'loading' }
  | { kind: 'password'; wrong: boolean }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; meta: SharedViewMeta; api: PublicViewApi };

/** Passwords entered this session, by share: a reload in the same tab does not ask again. */
const passwordKey = (uuid: string) => `basalt.shared.password.${uuid}`;

function storedPassword(uuid: string): string | undefined {
  try {
    return window.sessionStorage.getItem(passwordKey(uuid)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads a shared view's meta and follows spec §4's states: a password dialog when the server reports an invalid
 * password (flagged wrong once one was entered), not-found on 404, else the view with an API bound to the password.
 */
export function useSharedView(api: ApiClient, uuid: string) {
  const [password, setPassword] = useState<string | undefined>(() => storedPassword(uuid));
  const [state, setState] = useState<SharedViewState>({ kind: 'loading' });
  const bound = useMemo(() => publicViewApi(api, uuid, password), [api, uuid, password]);

  useEffect(() => {
    let live = true;
    // While a password is checked the dialog stays, with what the visitor typed.
    setState((s) => (s.kind === 'password' ? s : { kind: 'loading' }));
    bound.meta().then(
      (meta) => {
        if (!live) return;
        if (password) window.sessionStorage.setItem(passwordKey(uuid), password);
        setState({ kind: 'ready', meta, api: bound });
      },
      async (error: unknown) => {
        const failure = await failureOf(error);
        if (!live) return;
        if (failure === 'password') setState({ kind: 'password', wrong: Boolean(password) });
        else setState({ kind: failure === 'notFound' ? 'notFound' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [bound, password, uuid]);

  const clearError = useCallback(
    () => setState((s) => (s.kind === 'password' && s.wrong ? { kind: 'password', wrong: false } : s)),
    [],
  );
  return { state, submitPassword: setPassword, clearError };
}
