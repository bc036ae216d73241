import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { SessionStore } from '@basalt/core';
import { matchRoute } from '../routes/match-route';
import { Header } from './Header';
import { usePageTitle } from './page-title';
import { usePathname } from './use-pathname';

/** The not-found page (antd Result) is fetched only when an address matches no route. */
const NotFound = lazy(() => import('./NotFound').then((module) => ({ default: module.NotFound })));

export interface ShellChromeProps {
  session: SessionStore;
  onSignOut: () => void;
  navigate: (to: string) => void;
  onLanguageChange: (language: string) => void;
  onMessageApi: (api: MessageInstance) => void;
  header: HTMLElement;
  page: HTMLElement;
}

/** The shell's own React tree: the app header, the not-found page and the toast host. */
export function ShellChrome({
  session,
  onSignOut,
  navigate,
  onLanguageChange,
  onMessageApi,
  header,
  page,
}: ShellChromeProps) {
  const pathname = usePathname();
  const match = matchRoute(pathname);
  usePageTitle(match);
  // antd's message alone (not its App, which brings Modal): the toast host every remote's toasts go through
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => onMessageApi(messageApi), [messageApi, onMessageApi]);

  const showHeader = match?.route.layout === 'base';
  const showNotFound = !match || match.route.path === '/error/404';
  return (
    <>
      {messageHolder}
      {showHeader &&
        createPortal(
          <Header session={session} navigate={navigate} onSignOut={onSignOut} onLanguageChange={onLanguageChange} />,
          header,
        )}
      {showNotFound &&
        createPortal(
          <Suspense fallback={null}>
            <NotFound path={match ? undefined : pathname} navigate={navigate} />
          </Suspense>,
          page,
        )}
    </>
  );
}
