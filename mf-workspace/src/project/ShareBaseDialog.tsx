import { useId } from 'react';
import { Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DisableShareButton, LoadingLines, NotSharedYet, SharePassword, ShareLinkRow } from '@basalt/ui';
import { useShell } from '../shell-context';
import { useSharedBaseLink, type SharedBaseControls, type SharedBaseLink } from './use-shared-base-link';
import './share-base.css';

interface Props {
  open: boolean;
  projectId: string;
  onClose: () => void;
}

/**
 * Sharing the whole base by link (owners and creators): create the link, copy it, choose what visitors may do,
 * protect it with a password, disable it. Its body is made afresh each time it opens, so the link is read again.
 * The link, password and disable pieces are the view share dialog's own (`@basalt/ui` share).
 */
export default function ShareBaseDialog({ open, projectId, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('sharedBase.title')} footer={null} onCancel={onClose} width={520} destroyOnHidden>
      <ShareBaseBody projectId={projectId} />
    </Modal>
  );
}

function ShareBaseBody({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const controls = useSharedBaseLink(projectId);
  const { link, busy } = controls;
  if (link === undefined) return <LoadingLines rows={3} label={t('sharedBase.loading')} />;
  if (link) return <SharedBaseSettings link={link} controls={controls} />;
  return <NotSharedYet note={t('sharedBase.notShared')} busy={busy} onCreate={() => void controls.create()} t={t} />;
}

function SharedBaseSettings({ link, controls }: { link: SharedBaseLink; controls: SharedBaseControls }) {
  const { t } = useTranslation();
  const { toast } = useShell();
  const roleId = useId();
  const { busy } = controls;
  const words = { t, toast };

  return (
    <div className="share-settings">
      <ShareLinkRow url={link.url ?? ''} {...words} />
      <span id={roleId} className="share-label share-base-role">
        {t('sharedBase.role')}
      </span>
      <Radio.Group
        aria-labelledby={roleId}
        optionType="button"
        disabled={busy}
        value={link.roles ?? 'viewer'}
        onChange={(event) => void controls.update({ roles: event.target.value as 'viewer' | 'editor' })}
        options={[
          { value: 'viewer', label: t('sharedBase.viewer') },
          { value: 'editor', label: t('sharedBase.editor') },
        ]}
      />
      <SharePassword
        hasPassword={link.has_password}
        busy={busy}
        onSave={(password) => controls.update({ password })}
        {...words}
      />
      <DisableShareButton
        busy={busy}
        onDisable={controls.disable}
        cancelText={t('workspace.common.cancel')}
        {...words}
      />
    </div>
  );
}
