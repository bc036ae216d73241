import type { ColumnMeta, ParseResult } from '@basalt/core';
import { PaperClipOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps } from '../contract';
import { lazyEditor } from '../shared/lazy-editor';
import { isBlank, refuse, viaField } from '../shared/parse';
import { attachmentItems, attachmentSrc, attachmentTitle, isImage } from './attachment-items';
import './attachment-cell.css';

/** At most this many files are drawn in a cell; the rest are counted. */
const SHOWN = 4;

/** Images as small thumbnails, other files as name chips. */
function AttachmentDisplay({ value }: DisplayProps) {
  const items = attachmentItems(value);
  if (!items.length) return null;
  return (
    <span className="basalt-attachments">
      {items.slice(0, SHOWN).map((item, index) => {
        const src = attachmentSrc(item);
        return isImage(item) && src ? (
          <img key={index} className="basalt-attachment-thumb" src={src} alt={attachmentTitle(item)} loading="lazy" />
        ) : (
          <span key={index} className="basalt-attachment-file">
            {attachmentTitle(item)}
          </span>
        );
      })}
      {items.length > SHOWN && <span className="basalt-attachment-more">+{items.length - SHOWN}</span>}
    </span>
  );
}

const ADDRESS = /^https?:\/\/\S+$/i;

/** Pasted attachments: their JSON (as copied from an API answer), or web addresses separated by commas or lines. */
function attachmentFromText(text: string, column: ColumnMeta): ParseResult {
  if (isBlank(text)) return { ok: true, value: null };
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    return viaField(trimmed, column, 'cells.errors.attachment', { text: trimmed });
  }
  const addresses = trimmed.split(/[\s,]+/).filter(Boolean);
  if (!addresses.every((a) => ADDRESS.test(a))) return refuse('cells.errors.attachment', { text: trimmed });
  const items = addresses.map((url) => ({ url, title: attachmentTitle({ url }) }));
  return viaField(items, column, 'cells.errors.attachment', { text: trimmed });
}

/** Files: thumbnails in the cell; a panel to preview, add (upload) and remove them. */
export const attachmentCell: CellDefinition = {
  Display: AttachmentDisplay,
  Editor: lazyEditor(() => import('./attachment-editor').then((m) => m.AttachmentEditor)),
  editMode: 'inline',
  toText: (value) => attachmentItems(value).map(attachmentTitle).join(', '),
  fromText: attachmentFromText,
  align: 'start',
  width: 200,
  icon: PaperClipOutlined,
};
