import { useRef, useState, type KeyboardEvent } from 'react';
import type { AttachmentItem } from '@basalt/core';
import type { EditorProps } from '../contract';
import { t } from '../shared/i18n';
import { attachmentItems, attachmentSrc, attachmentTitle, isImage } from './attachment-items';
import './attachment-cell.css';

/**
 * The cell's files in a panel: preview an image, open a file, remove one, add more (picked or dropped, stored
 * through `services.uploadFiles`). Save (or Enter, Tab) keeps the list; Cancel or Esc leaves the cell as it was.
 */
export function AttachmentEditor({ value, column, onCommit, onCancel, services }: EditorProps) {
  const [items, setItems] = useState(() => attachmentItems(value));
  const [preview, setPreview] = useState<AttachmentItem>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = services.uploadFiles;

  const add = async (files: File[]) => {
    if (!upload || !files.length) return;
    setBusy(true);
    setError(undefined);
    try {
      const stored = (await upload(files)) as AttachmentItem[];
      setItems((current) => [...current, ...stored]);
    } catch {
      setError(t('cells.attachment.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (!busy) onCommit(items.length ? items : null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
    if (event.key === 'Escape') onCancel();
    else if ((event.key === 'Enter' && !onButton) || event.key === 'Tab') save();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="basalt-attachment-editor"
      role="dialog"
      aria-label={column.title}
      aria-busy={busy || undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onDragOver={(event) => upload && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        void add(Array.from(event.dataTransfer.files));
      }}
    >
      {items.length === 0 && <span className="basalt-cell-hint">{t('cells.attachment.empty')}</span>}
      <ul className="basalt-attachment-list">
        {items.map((item, index) => {
          const title = attachmentTitle(item);
          const src = attachmentSrc(item);
          return (
            <li key={index} className="basalt-attachment-row">
              {isImage(item) && src ? (
                <button
                  type="button"
                  aria-label={t('cells.attachment.preview', { title })}
                  onClick={() => setPreview(preview === item ? undefined : item)}
                >
                  <img className="basalt-attachment-thumb" src={src} alt="" />
                </button>
              ) : (
                <span className="basalt-attachment-file" aria-hidden="true">
                  {title.split('.').pop()?.slice(0, 4).toUpperCase()}
                </span>
              )}
              {src ? (
                <a href={src} target="_blank" rel="noopener noreferrer">
                  {title}
                </a>
              ) : (
                <span>{title}</span>
              )}
              <button
                type="button"
                aria-label={t('cells.attachment.remove', { title })}
                onClick={() => {
                  setItems(items.filter((_, i) => i !== index));
                  if (preview === item) setPreview(undefined);
                }}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {preview && attachmentSrc(preview) && (
        <img className="basalt-attachment-preview" src={attachmentSrc(preview)} alt={attachmentTitle(preview)} />
      )}
      {error && (
        <div role="alert" className="basalt-cell-error">
          {error}
        </div>
      )}
      <div className="basalt-attachment-actions">
        {upload && (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="attachment-files"
              onChange={(event) => {
                void add(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <button type="button" disabled={busy} onClick={() => fileInput.current?.click()}>
              {busy ? t('cells.attachment.uploading') : t('cells.attachment.add')}
            </button>
          </>
        )}
        <button type="button" onClick={onCancel}>
          {t('cells.cancel')}
        </button>
        <button type="button" className="basalt-primary" autoFocus disabled={busy} onClick={save}>
          {t('cells.save')}
        </button>
      </div>
    </div>
  );
}
