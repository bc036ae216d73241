import { attributes, escapeHtml } from '../../forms/page-html/html.js';
import type { Kind } from '../../forms/page-html/control-parts.js';
import { FORM_FILE_LIMITS, formMegabytes } from '../../forms/file-limits.js';

/** An attachment: a file picker behind a button, with the upload limits; its files come as parts of their own. */
export const attachmentFormControl: Kind = {
  files: true,
  render: ({ id, field, describedBy, words, refused }) => {
    const limits = words.t('sharedForm.fileLimits', {
      count: FORM_FILE_LIMITS.count,
      size: formMegabytes(FORM_FILE_LIMITS.bytes),
    });
    return (
      `<div class="sf-files"><input${attributes({
        id,
        name: field.columnId,
        type: 'file',
        multiple: true,
        class: 'sf-visually-hidden sf-file-picker',
        'aria-invalid': String(refused),
        'aria-describedby': [describedBy, `${id}-limits`].filter(Boolean).join(' '),
        autofocus: refused,
      })}>` +
      `<label${attributes({ for: id, class: 'shared-button sf-file-button', 'aria-hidden': 'true' })}>${escapeHtml(words.t('sharedForm.chooseFiles'))}</label>` +
      `<p id="${escapeHtml(id)}-limits" class="sf-help">${escapeHtml(limits)}</p></div>`
    );
  },
  read: () => undefined,
};
