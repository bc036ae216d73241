import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  /** Runs while the OK button shows it is busy; the dialog closes when it settles. */
  onOk: () => unknown;
}

// antd's Modal (with its dialog and focus-trap code) is fetched the first time a page asks to confirm
// something, not with every page that might (docs/PERFORMANCE.md).
const ConfirmModal = lazy(() => import('./ConfirmModal'));

/**
 * `confirm(options)` asks before something irreversible; `holder` must be rendered where the page keeps it.
 * The same shape as antd's `Modal.useModal().confirm`, without loading Modal until it is first needed.
 */
export function useConfirm(): [(options: ConfirmOptions) => void, ReactNode] {
  const [asking, setAsking] = useState<ConfirmOptions | undefined>(undefined);
  const holder = asking ? (
    <Suspense fallback={null}>
      <ConfirmModal options={asking} onClose={() => setAsking(undefined)} />
    </Suspense>
  ) : null;
  return [setAsking, holder];
}
