import type { ComponentType, PropsWithChildren } from 'react';
import {
  createI18n,
  createSessionStore,
  type AppInfo,
  type RemoteProps,
  type SlotName,
  type Toast,
} from '@basalt/core';
import en from '@basalt/core/locales/en.json';
import { fakeApi, type FakeApi } from './fake-api';

type I18n = RemoteProps['i18n'];

let english: Promise<I18n> | undefined;

/** An i18next instance with the real English strings, so tests find what a user reads. */
export function englishI18n(): Promise<I18n> {
  english ??= createI18n({ stored: 'en', browserLanguages: ['en'], load: async () => en });
  return english;
}

export type FakeToast = { [K in keyof Toast]: jest.Mock<void, [string]> };

/** The custom props the shell mounts a remote with, with spies where the remote calls back into the shell. */
export type FakeShell = RemoteProps<ComponentType<PropsWithChildren>> & {
  slotName: SlotName;
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  toast: FakeToast;
  server: FakeApi;
};

export interface FakeShellOptions {
  server?: FakeApi;
  appInfo?: Partial<AppInfo>;
  slots?: Partial<Record<SlotName, HTMLElement>>;
}

export function fakeShell(i18n: I18n, options: FakeShellOptions = {}): FakeShell {
  const server = options.server ?? fakeApi();
  const toast: FakeToast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return {
    name: 'test',
    slotName: 'main',
    api: server.api,
    server,
    session: createSessionStore(),
    i18n,
    navigate: jest.fn(),
    toast,
    appInfo: () => (options.appInfo ? (options.appInfo as AppInfo) : undefined),
    slot: (name) => options.slots?.[name] ?? null,
    Providers: ({ children }) => children,
  };
}
