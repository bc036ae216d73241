import { Button } from 'antd';
import { useConfirm } from '../confirm/useConfirm';
import type { ShareContext } from './share-words';
import './share.css';

interface Props extends ShareContext {
  busy: boolean;
  /** Disables the link; true when the server took it. */
  onDisable: () => Promise<boolean>;
  /** The words of "Cancel" in the confirmation. */
  cancelText: string;
}

/** The dialog's footer: "Disable link", after a confirmation. */
export function DisableShareButton({ busy, onDisable, cancelText, t, toast }: Props) {
  const [confirm, confirmHolder] = useConfirm();
  const disable = () =>
    confirm({
      title: t('share.disable.title'),
      content: t('share.disable.message'),
      okText: t('share.disable.button'),
      cancelText,
      danger: true,
      onOk: async () => {
        if (await onDisable()) toast.success(t('share.disable.done'));
      },
    });
  return (
    <div className="share-footer">
      <Button danger disabled={busy} onClick={disable}>
        {t('share.disable.button')}
      </Button>
      {confirmHolder}
    </div>
  );
}
