import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What stands in a remote's slot when its code could not be loaded; the rest of the app keeps working. */
export function RemoteUnavailable({ name, detail }: { name: string; detail: string }) {
  const { t } = useTranslation();
  return (
    <div className="basalt-remote-error" data-remote={name} role="alert">
      <Result
        status="warning"
        title={t('shell.remoteError.title')}
        subTitle={t('shell.remoteError.detail', { name })}
        extra={[
          <Button key="retry" type="primary" onClick={() => window.location.reload()}>
            {t('shell.remoteError.retry')}
          </Button>,
        ]}
      >
        <code className="basalt-remote-error-detail">{detail}</code>
      </Result>
    </div>
  );
}
