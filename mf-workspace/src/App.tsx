import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';

/**
 * Each slot fetches only its own screen: the projects page does not download the project frame (sidebar,
 * drawer, table list, tabs) nor the frame the projects page.
 */
const ProjectsPage = lazy(() => import('./projects/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const ProjectFrame = lazy(() => import('./project/ProjectFrame').then((m) => ({ default: m.ProjectFrame })));

export function App(props: Props) {
  const { Providers, slotName } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              {slotName === 'sidebar' ? (
                <Route path="*" element={<ProjectFrame />} />
              ) : (
                <Route path="*" element={<ProjectsPage />} />
              )}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
