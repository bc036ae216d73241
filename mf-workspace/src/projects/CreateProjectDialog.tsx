import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROJECT_THEME, PROJECT_TITLE_MAX, projectTitleError, type Project } from '@basalt/core';
import { useFocusWhenShown } from '@basalt/ui';
import { ColourChoice } from './ColourChoice';
import { useReportingAction, useWorkspaceApi } from '../shell-hooks';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (project: Project) => void;
}

interface Values {
  title: string;
  color: string;
}

/** New project: the title is checked as you type with the rules the server applies (docs/PRODUCT.md §5). */
export function CreateProjectDialog({ open, onClose, onCreated }: Props) {
  // autoFocus misses in a dialog shown without animation (reduced motion)
  const focusWhenShown = useFocusWhenShown();
  const { t } = useTranslation();
  const api = useWorkspaceApi();
  const run = useReportingAction();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ title, color }: Values) => {
    setBusy(true);
    let created: Project | undefined;
    const meta = JSON.stringify({ theme: { ...DEFAULT_PROJECT_THEME, primaryColor: color } });
    const ok = await run(async () => {
      created = await api.createProject({ title, color, meta });
    });
    setBusy(false);
    if (ok && created) {
      form.resetFields();
      onCreated(created);
    }
  };

  return (
    <Modal
      open={open}
      title={t('workspace.projects.createTitle')}
      okText={t('workspace.projects.create')}
      cancelText={t('workspace.common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ title: '', color: DEFAULT_PROJECT_THEME.primaryColor }}
      >
        <Form.Item
          name="title"
          label={t('workspace.projects.name')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            {
              validator: (_rule, value: string) => {
                const error = projectTitleError(value);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            autoFocus
            ref={focusWhenShown}
            showCount={{ formatter: ({ count }) => `${count} / ${PROJECT_TITLE_MAX}` }}
            data-testid="project-title"
          />
        </Form.Item>
        <Form.Item name="color" label={t('workspace.projects.colour')}>
          <ColourChoice />
        </Form.Item>
      </Form>
    </Modal>
  );
}
