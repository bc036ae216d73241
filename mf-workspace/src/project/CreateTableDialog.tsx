import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableNameError } from '@basalt/core';
import { useFocusWhenShown } from '@basalt/ui';

interface Props {
  open: boolean;
  strict: boolean;
  existing: string[];
  onClose: () => void;
  onCreate: (title: string) => Promise<boolean>;
}

/** New table; the name is checked as you type with the server's rules (docs/PRODUCT.md §5), duplicates included. */
export function CreateTableDialog({ open, strict, existing, onClose, onCreate }: Props) {
  // autoFocus misses in a dialog shown without animation (reduced motion)
  const focusWhenShown = useFocusWhenShown();
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ title }: { title: string }) => {
    setBusy(true);
    const ok = await onCreate(title.trim());
    setBusy(false);
    if (ok) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={t('workspace.tables.createTitle')}
      okText={t('workspace.tables.create')}
      cancelText={t('workspace.common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="title"
          label={t('workspace.tables.name')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const error =
                  tableNameError(value ?? '', strict) ??
                  (existing.some((e) => e.toLowerCase() === (value ?? '').trim().toLowerCase())
                    ? t('workspace.tables.duplicate')
                    : undefined);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            autoFocus
            ref={focusWhenShown}
            placeholder={t('workspace.tables.placeholder')}
            data-testid="table-title"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
