import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { App as AntApp } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { SessionStore } from '@basalt/core';
import { matchRoute } from '../routes/match-route';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { usePathname } from './use-pathname';

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
  const { message } = AntApp.useApp();
  useEffect(() => onMessageApi(message), [message, onMessageApi]);

  const showHeader = match?.route.layout === 'base';
  const showNotFound = !match || match.route.path === '/error/404';
  return (
    <>
      {showHeader &&
        createPortal(
          <Header session={session} navigate={navigate} onSignOut={onSignOut} onLanguageChange={onLanguageChange} />,
          header,
        )}
      {showNotFound && createPortal(<NotFound path={match ? undefined : pathname} navigate={navigate} />, page)}
    </>
  );
}
