import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from './NotFound';
import { PasswordDialog } from './PasswordDialog';
import { RENDERERS } from './renderers';
import { usePublicRoute } from './routes/use-public-route';
import { useShell } from './shell-context';
import { useSharedView } from './use-shared-view';
import './shared-view.css';

/** A public view opened by link (`/:projectType/view/:viewId`): the slim header and the view alone. */
export function SharedViewPage() {
  const { viewId } = usePublicRoute();
  return (
    <div className="shared-view">
      <header className="shared-view-header">
        <span className="shared-view-logo" aria-hidden>
          B
        </span>
        <span>Basalt</span>
      </header>
      {viewId ? <SharedViewBody uuid={viewId} /> : <NotFound />}
    </div>
  );
}

function SharedViewBody({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { api } = useShell();
  const { state, submitPassword, clearError } = useSharedView(api, uuid);
  const loading = <p className="shared-status">{t('shared.grid.loading')}</p>;
  switch (state.kind) {
    case 'loading':
      return loading;
    case 'password':
      return <PasswordDialog wrong={state.wrong} onSubmit={submitPassword} onChange={clearError} />;
    case 'notFound':
    case 'failed':
      return <NotFound />;
    case 'ready': {
      const Renderer = RENDERERS[state.meta.type];
      return Renderer ? (
        <Suspense fallback={loading}>
          <Renderer meta={state.meta} api={state.api} />
        </Suspense>
      ) : (
        <p className="shared-status">{t('shared.unsupported')}</p>
      );
    }
  }
}
