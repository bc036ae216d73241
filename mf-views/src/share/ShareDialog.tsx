import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingLines, NotSharedYet } from '@basalt/ui';
import { ShareSettings } from './ShareSettings';
import { useShare } from './use-share';

export interface ShareDialogProps {
  open: boolean;
  tableId: string;
  viewId: string;
  /** The view's type (share-link.ts VIEW_TYPE): which public route its link takes, whether CSV download applies. */
  viewType: number;
  onClose: () => void;
}

/**
 * The share dialog of a view. Its body is made afresh each time the dialog opens (the share is read again, as
 * another member may have changed it); closing it gives the focus back to the button that opened it.
 */
export default function ShareDialog({ open, onClose, ...body }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('share.title')}
      footer={null}
      onCancel={onClose}
      width={520}
      destroyOnHidden
      className="share-dialog"
    >
      <ShareBody {...body} />
    </Modal>
  );
}

/** An unshared view offers to create its public link; a shared one shows the link and its settings. */
function ShareBody({ tableId, viewId, viewType }: Omit<ShareDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const controls = useShare(tableId, viewId);
  const { share, busy } = controls;
  if (share === undefined) return <LoadingLines rows={3} label={t('share.loading')} />;
  if (share) return <ShareSettings share={share} viewType={viewType} controls={controls} />;
  return <NotSharedYet note={t('share.notShared')} busy={busy} onCreate={() => void controls.create()} t={t} />;
}
