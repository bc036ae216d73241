import type { i18n as I18n } from 'i18next';
import type { AppInfo } from './app-info.js';
import type { ApiClient } from './api/client.js';
import type { SessionStore } from './session/store.js';

export interface Toast {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Named places of the shell's layouts a remote can render into. */
export type SlotName = 'main' | 'sidebar' | 'tabbar';

/**
 * What the shell hands every remote as single-spa custom props. `Providers` is the shell's wrapper of theme,
 * i18n and toasts for the remote's React tree; it is typed by the remote (`RemoteProps<ComponentType<...>>`)
 * because `core` knows nothing of React.
 */
export interface RemoteProps<ProvidersComponent = unknown> {
  name: string;
  api: ApiClient;
  session: SessionStore;
  i18n: I18n;
  navigate(path: string, options?: NavigateOptions): void;
  toast: Toast;
  appInfo(): AppInfo | undefined;
  slot(name: SlotName): HTMLElement | null;
  Providers: ProvidersComponent;
}
