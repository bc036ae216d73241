import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { ProjectsHome } from './pages/ProjectsHome';
import { ProjectSidebar } from './project/ProjectSidebar';

export function App(props: Props) {
  const { Providers, slotName } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          {slotName === 'sidebar' ? (
            <Routes>
              <Route path="/:projectType/:projectId/*" element={<ProjectSidebar />} />
            </Routes>
          ) : (
            <Routes>
              <Route path="*" element={<ProjectsHome />} />
            </Routes>
          )}
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
