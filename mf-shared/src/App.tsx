import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { SharedViewPage } from './SharedViewPage';

export function App(props: Props) {
  const { Providers } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<SharedViewPage />} />
          </Routes>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
