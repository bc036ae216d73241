import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider, useShell } from './shell-context';
import { isImportKind } from './wizard/accept';

// fetched when the wizard's route is first opened
const ImportWizard = lazy(() => import('./wizard/ImportWizard').then((m) => ({ default: m.ImportWizard })));

/** The wizard's page, `/:projectType/:projectId/import/:kind` (the shell mounts this remote there only). */
function ImportPage() {
  const { projectType = '', projectId = '', kind } = useParams();
  const { navigate } = useShell();
  if (!isImportKind(kind)) return null;
  const base = `/${projectType}/${encodeURIComponent(projectId)}`;
  return (
    <Suspense fallback={null}>
      <ImportWizard
        key={kind}
        projectId={projectId}
        kind={kind}
        onOpenTable={(title) => navigate(`${base}/table/${encodeURIComponent(title)}`)}
        onClose={() => navigate(base)}
      />
    </Suspense>
  );
}

/** The import wizard's root; it opens from the workspace's import actions. */
export function App(props: Props) {
  const { Providers } = props;
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Routes>
            <Route path="/:projectType/:projectId/import/:kind" element={<ImportPage />} />
            <Route path="*" element={null} />
          </Routes>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
