import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './App';
import type { Props } from './props';

export const { bootstrap, mount, unmount } = singleSpaReact<Props>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (_error, _info, props) => <p role="alert">{props.i18n.t('shell.remoteError.crashed')}</p>,
});
