import { useId } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DisableShareButton, SharePassword, ShareLinkRow } from '@basalt/ui';
import { useShell } from '../shell-context';
import { allowsCsv, type ViewShare } from './share-api';
import { offersCsv, publicLinkOf } from './share-link';
import type { useShare } from './use-share';

interface Props {
  share: ViewShare;
  viewType: number;
  controls: ReturnType<typeof useShare>;
}

/** A shared view's link and its settings: copy the link, password, CSV download, and disabling the link. */
export function ShareSettings({ share, viewType, controls }: Props) {
  const { t } = useTranslation();
  const { toast } = useShell();
  const csvId = useId();
  const { busy } = controls;
  const words = { t, toast };

  return (
    <div className="share-settings">
      <ShareLinkRow url={publicLinkOf(share.uuid, viewType)} {...words} />
      <SharePassword hasPassword={!!share.has_password} busy={busy} onSave={controls.setPassword} {...words} />
      {offersCsv(viewType) && (
        <div className="share-setting">
          <Switch
            id={csvId}
            checked={allowsCsv(share)}
            disabled={busy}
            onChange={(allow) => void controls.setCsv(allow)}
          />
          <label htmlFor={csvId}>{t('share.csv')}</label>
        </div>
      )}
      <DisableShareButton
        busy={busy}
        onDisable={controls.disable}
        cancelText={t('workspace.common.cancel')}
        {...words}
      />
    </div>
  );
}
