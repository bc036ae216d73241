import { useState } from 'react';
import { Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import type { ConfirmOptions } from './useConfirm';

/** The dialog of `useConfirm`, in a chunk of its own. */
export default function ConfirmModal({ options, onClose }: { options: ConfirmOptions; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await options.onOk();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      open
      width={416}
      title={
        <span className="basalt-confirm-title">
          <ExclamationCircleFilled style={{ color: '#faad14' }} aria-hidden /> {options.title}
        </span>
      }
      okText={options.okText}
      cancelText={options.cancelText}
      okButtonProps={{ danger: options.danger, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      mask={{ closable: false }}
      onOk={() => void ok()}
      onCancel={() => !busy && onClose()}
    >
      {options.content}
    </Modal>
  );
}
