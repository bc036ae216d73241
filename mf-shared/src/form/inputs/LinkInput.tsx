import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps, LinkedRecord } from './input-props';

// the picker's code arrives only when a visitor opens one: most forms have no link field (docs/PERFORMANCE.md)
const LinkPicker = lazy(() => import('./LinkPicker').then((m) => ({ default: m.LinkPicker })));

/**
 * A link field: the records chosen so far as removable chips, and a button opening a picker of the related
 * table's records. A belongs-to link takes one record (a new pick replaces it), the others any number.
 */
export function LinkInput({ field, id, value, onChange, invalid, describedBy, autoFocus }: InputProps<LinkedRecord[]>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const single = field.link?.single ?? false;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (record: LinkedRecord) => {
    if (!value.some((r) => String(r.key) === String(record.key))) onChange(single ? [record] : [...value, record]);
    close();
  };
  return (
    <div className="sf-link">
      {value.length > 0 && (
        <ul className="sf-link-list">
          {value.map((record) => (
            <li key={String(record.key)} className="sf-link-chip">
              <span className="sf-link-label">{record.label}</span>
              <button
                type="button"
                className="sf-link-remove"
                aria-label={t('cells.select.remove', { title: record.label })}
                onClick={() => onChange(value.filter((r) => r !== record))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={button}
        id={id}
        type="button"
        className="shared-button sf-link-add"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        onClick={() => setOpen(true)}
      >
        {single ? t('sharedForm.link.choose') : t('sharedForm.link.add')}
      </button>
      {open && (
        <Suspense fallback={<p className="sf-help">{t('shared.grid.loading')}</p>}>
          <LinkPicker field={field} chosen={value} onChoose={choose} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
