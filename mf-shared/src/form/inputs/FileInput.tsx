import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_FILE_LIMITS, formMegabytes } from '@basalt/core';
import type { InputProps } from './input-props';

/** Files to attach: a native file picker (it adds to the list), each picked file listed with a remove button. */
export function FileInput({ field, id, value, onChange, invalid, describedBy, autoFocus }: InputProps<File[]>) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string>();
  const limitsId = `${id}-limits`;
  const add = (picked: File[]) => {
    const tooLarge = picked.find((f) => f.size > FORM_FILE_LIMITS.bytes);
    if (tooLarge) {
      setRefused(t('sharedForm.fileTooLarge', { name: tooLarge.name, size: formMegabytes(FORM_FILE_LIMITS.bytes) }));
      return;
    }
    if (value.length + picked.length > FORM_FILE_LIMITS.count) {
      setRefused(t('sharedForm.tooManyFiles', { count: FORM_FILE_LIMITS.count }));
      return;
    }
    setRefused(undefined);
    onChange([...value, ...picked]);
  };
  return (
    <div className="sf-files">
      {/* the native picker's own text ("No file chosen") would contradict the list below: it stays for the
          keyboard and screen readers, and a button-like label opens it */}
      <input
        id={id}
        name={field.title}
        type="file"
        multiple
        className="sf-visually-hidden sf-file-picker"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // the same file may be picked again after it was removed
          event.target.value = '';
        }}
        aria-invalid={invalid || Boolean(refused)}
        aria-describedby={[describedBy, limitsId].filter(Boolean).join(' ')}
        autoFocus={autoFocus}
      />
      <label htmlFor={id} className="shared-button sf-file-button" aria-hidden>
        {t('sharedForm.chooseFiles')}
      </label>
      <p id={limitsId} className="sf-help">
        {t('sharedForm.fileLimits', { count: FORM_FILE_LIMITS.count, size: formMegabytes(FORM_FILE_LIMITS.bytes) })}
      </p>
      {refused && (
        <p role="alert" className="sf-error">
          {refused}
        </p>
      )}
      {value.length > 0 && (
        <ul className="sf-file-list">
          {value.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className="sf-file-name">{file.name}</span>
              <button
                type="button"
                className="shared-button sf-file-remove"
                aria-label={t('sharedForm.removeFile', { name: file.name })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
