import { setCellsI18n } from '@basalt/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { SharedViewPage } from './SharedViewPage';

/**
 * Spec §2's public routes, without the base layout: a shared grid, gallery or kanban by its share id, and a shared
 * form (`…/form/:viewId`, its survey layout under `…/form/:viewId/survey`).
 */
export function App(props: Props) {
  const { Providers } = props;
  // The display cells translate their own words (empty, yes/no...) with the host's i18next.
  setCellsI18n(props.i18n);
  return (
    <Providers>
      <ShellProvider value={props}>
        <BrowserRouter>
          <Routes>
            {['view', 'gallery', 'kanban'].map((kind) => (
              <Route key={kind} path={`/:projectType/${kind}/:viewId`} element={<SharedViewPage />} />
            ))}
            <Route path="/:projectType/form/:viewId/*" element={<SharedViewPage />} />
            <Route path="*" element={<SharedViewPage />} />
          </Routes>
        </BrowserRouter>
      </ShellProvider>
    </Providers>
  );
}
