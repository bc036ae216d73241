import { screen, waitFor } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { attachmentCell } from './attachment-cell';
import { attachmentSrc } from './attachment-items';

beforeAll(cellsInEnglish);

const column = columnOf('Attachment', { title: 'Files' });
const photo = { url: 'https://cdn.test/cat.png', title: 'cat.png', mimetype: 'image/png' };
const report = { path: 'download/p1/report.pdf', title: 'report.pdf', mimetype: 'application/pdf' };

describe('Attachment cell', () => {
  it('draws images as thumbnails and other files as name chips', () => {
    const { container } = renderDisplay(attachmentCell, [photo, report], column);
    const thumb = container.querySelector('img')!;
    expect(thumb.getAttribute('src')).toBe('https://cdn.test/cat.png');
    expect(thumb.getAttribute('alt')).toBe('cat.png');
    expect(container.querySelector('.basalt-attachment-file')?.textContent).toBe('report.pdf');
  });

  it('takes the JSON text of a list too, and counts what does not fit', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ url: `https://x.test/${i}.txt` }));
    const { container } = renderDisplay(attachmentCell, JSON.stringify(many), column);
    expect(container.querySelectorAll('.basalt-attachment-file')).toHaveLength(4);
    expect(container.querySelector('.basalt-attachment-more')?.textContent).toBe('+2');
  });

  it('fetches from http(s) or the site only, never another scheme', () => {
    expect(attachmentSrc(report)).toBe('/download/p1/report.pdf');
    expect(attachmentSrc({ url: 'javascript:alert(1)', path: 'download/a.png' })).toBe('/download/a.png');
    expect(attachmentSrc({ url: 'data:image/png;base64,xx' })).toBeUndefined();
  });

  it('copies as file names; pastes web addresses or JSON, and refuses other text', () => {
    expect(attachmentCell.toText([photo, report], column)).toBe('cat.png, report.pdf');
    expect(attachmentCell.fromText('https://a.test/x.png, https://a.test/y.pdf', column)).toEqual({
      ok: true,
      value: [
        { url: 'https://a.test/x.png', title: 'x.png' },
        { url: 'https://a.test/y.pdf', title: 'y.pdf' },
      ],
    });
    expect(attachmentCell.fromText(JSON.stringify([photo]), column)).toEqual({ ok: true, value: [photo] });
    expect(attachmentCell.fromText('cat.png', column)).toEqual({
      ok: false,
      error: '"cat.png" is not a list of files or web addresses',
    });
  });

  it('removes a file and saves the rest', async () => {
    const { user, onCommit } = await openEditor(attachmentCell, [photo, report], column);
    await screen.findByRole('dialog', { name: 'Files' });
    await user.click(screen.getByRole('button', { name: 'Remove cat.png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onCommit).toHaveBeenCalledWith([report]);
  });

  it('previews an image larger', async () => {
    const { user } = await openEditor(attachmentCell, [photo], column);
    await user.click(await screen.findByRole('button', { name: 'Preview cat.png' }));
    expect(screen.getByRole('img', { name: 'cat.png' }).className).toBe('basalt-attachment-preview');
  });

  it('uploads picked files through the host and adds them', async () => {
    const stored = { path: 'download/p1/new.txt', title: 'new.txt', mimetype: 'text/plain' };
    const uploadFiles = jest.fn().mockResolvedValue([stored]);
    const { user, onCommit } = await openEditor(attachmentCell, [report], column, { services: { uploadFiles } });
    const file = new File(['hello'], 'new.txt', { type: 'text/plain' });
    await user.upload(await screen.findByTestId('attachment-files'), file);
    expect(uploadFiles).toHaveBeenCalledWith([file]);
    await screen.findByRole('link', { name: 'new.txt' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith([report, stored]));
  });

  it('says so when the upload fails, and keeps the files as they were; Esc cancels', async () => {
    const uploadFiles = jest.fn().mockRejectedValue(new Error('413'));
    const { user, onCommit, onCancel } = await openEditor(attachmentCell, [report], column, {
      services: { uploadFiles },
    });
    await user.upload(await screen.findByTestId('attachment-files'), new File(['x'], 'big.bin'));
    expect((await screen.findByRole('alert')).textContent).toBe('The files could not be uploaded');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('offers no upload when the host cannot store files', async () => {
    await openEditor(attachmentCell, null, column);
    await screen.findByRole('dialog', { name: 'Files' });
    expect(screen.getByText('No files yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add files' })).toBeNull();
  });
});
