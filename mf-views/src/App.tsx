import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { ViewPage } from './ViewPage';

export function App(props: Props) {
  const { Providers } = props;
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
