import { useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from '@basalt/core';

export function useSession(session: SessionStore): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState);
}
