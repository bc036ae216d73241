import { useState } from 'react';
import { Alert, Button, Flex, Input, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_EXTENSIONS, acceptAttribute, isAcceptedFileName, isHttpUrl, KIND_LABELS } from './accept';
import type { SourceChoice } from './plan';
import { SourceOptions } from './SourceOptions';

/**
 * Step 1: a dropped or picked file, or a URL, and how to read it. A file of the wrong kind is refused here with
 * the spec's message, before anything is read (docs/PRODUCT.md §5).
 */
export function SourceStep({
  choice,
  onChange,
  onNext,
  busy,
  error,
}: {
  choice: SourceChoice;
  onChange: (choice: SourceChoice) => void;
  onNext: () => void;
  busy: boolean;
  /** A message from reading the source, already translated. */
  error?: string;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const types = ACCEPTED_EXTENSIONS[choice.kind].map((e) => `.${e}`).join(', ');

  const pick = (file: File) => {
    if (!isAcceptedFileName(choice.kind, file.name)) {
      setProblem(t('import.errors.notAcceptedType'));
      return;
    }
    setProblem(undefined);
    onChange({ ...choice, file, url: '' });
  };

  const next = () => {
    if (!choice.file && !choice.url.trim()) return setProblem(t('import.errors.noSource'));
    if (!choice.file && !isHttpUrl(choice.url)) return setProblem(t('import.errors.invalidUrl'));
    setProblem(undefined);
    onNext();
  };

  const shown = problem ?? error;
  return (
    <Flex vertical gap={16} className="import-step import-source">
      <Upload.Dragger
        accept={acceptAttribute(choice.kind)}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          pick(file);
          return Upload.LIST_IGNORE;
        }}
        disabled={busy}
      >
        <p className="import-drop-icon">
          <InboxOutlined aria-hidden />
        </p>
        <Typography.Text strong>{t('import.source.drop', { kind: KIND_LABELS[choice.kind] })}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('import.source.accepts', { types })}</Typography.Text>
      </Upload.Dragger>
      {choice.file && (
        <Typography.Text data-testid="import-chosen-file">
          {t('import.source.chosen', { name: choice.file.name })}
        </Typography.Text>
      )}
      <label className="import-url">
        <Typography.Text>{t('import.source.url')}</Typography.Text>
        <Input
          type="url"
          inputMode="url"
          dir="ltr"
          placeholder="https://"
          value={choice.url}
          disabled={busy}
          onChange={(e) => onChange({ ...choice, url: e.target.value, file: e.target.value ? undefined : choice.file })}
        />
      </label>
      <SourceOptions choice={choice} onChange={onChange} />
      {shown && <Alert type="error" showIcon title={shown} role="alert" />}
      <Flex justify="end">
        <Button type="primary" loading={busy} onClick={next}>
          {busy ? t('import.source.reading') : t('import.next')}
        </Button>
      </Flex>
    </Flex>
  );
}
