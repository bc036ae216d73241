import { useShareState } from '@basalt/ui';
import { useShell } from '../shell-context';
import { createShare, deleteShare, readShare, updateShare, type ViewShare } from './share-api';

/** `undefined` while the share is read, `null` when the view has no link. */
export type ShareState = ViewShare | null | undefined;

/**
 * A view's share as the dialog shows and changes it: each change goes to the server and the dialog shows what the
 * server answered; a refused change is a toast with the server's message, and the dialog keeps the last good state.
 */
export function useShare(tableId: string, viewId: string) {
  const { api, toast } = useShell();
  const {
    value: share,
    busy,
    run,
  } = useShareState<ViewShare>(`${tableId}/${viewId}`, () => readShare(api, tableId, viewId), toast);
  return {
    share,
    busy,
    create: () => run(() => createShare(api, viewId)),
    /** A new password, or null to remove the protection. */
    setPassword: (password: string | null) => run(() => updateShare(api, viewId, { password })),
    setCsv: (allowCSVDownload: boolean) => run(() => updateShare(api, viewId, { meta: { allowCSVDownload } })),
    disable: () => run(() => deleteShare(api, viewId).then(() => null)),
  };
}
