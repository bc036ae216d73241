import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { ProjectsPage } from './projects/ProjectsPage';
import { ProjectFrame } from './project/ProjectFrame';

export function App(props: Props) {
  const { Providers, slotName } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Routes>
            {slotName === 'sidebar' ? (
              <Route path="*" element={<ProjectFrame />} />
            ) : (
              <Route path="*" element={<ProjectsPage />} />
            )}
          </Routes>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
