import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusWhenShown } from '@basalt/ui';

interface Props {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  validate: (value: string) => string | undefined;
  onClose: () => void;
  onSave: (value: string) => Promise<boolean>;
}

/** A one-field dialog that checks the name as you type and keeps it on a failed save. */
export function RenameDialog({ open, title, label, initial, validate, onClose, onSave }: Props) {
  // autoFocus misses in a dialog shown without animation (reduced motion)
  const focusWhenShown = useFocusWhenShown();
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ value }: { value: string }) => {
    setBusy(true);
    const ok = await onSave(value);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={t('workspace.common.save')}
      cancelText={t('workspace.common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ value: initial }}>
        <Form.Item
          name="value"
          label={label}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            {
              validator: (_rule, value: string) => {
                const error = validate(value ?? '');
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus ref={focusWhenShown} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
