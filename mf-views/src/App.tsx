import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { setCellsI18n } from '@basalt/ui';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { ViewPage } from './ViewPage';

export function App(props: Props) {
  const { Providers } = props;
  // The cells read and write text outside React (paste, copy, accessible names): they take the shell's i18next.
  setCellsI18n(props.i18n);
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<ViewPage />} />
          </Routes>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
