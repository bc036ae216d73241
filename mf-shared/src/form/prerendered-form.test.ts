import { formFieldsOf } from './form-fields';
import { capturePrerenderedForm, restoreFocus, takeOverPrerendered } from './prerendered-form';
import { askedFields } from './use-form-values';
import type { SharedViewMeta } from '../public-api';

const column = (id: string, title: string, uidt: string, extra: object = {}) => ({ id, title, uidt, ...extra });
const META = {
  id: 'vw',
  title: 'Form',
  type: 1,
  model: {
    id: 'md',
    title: 'T',
    columns: [
      column('c1', 'Name', 'SingleLineText'),
      column('c2', 'Topic', 'SingleSelect', { colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }] } }),
      column('c3', 'Agree', 'Checkbox'),
      column('c4', 'Tags', 'MultiSelect', { colOptions: { options: [{ title: 'a' }, { title: 'b' }] } }),
      column('c5', 'Score', 'Rating'),
      column('c6', 'Note', 'LongText'),
    ],
  },
  columns: ['Name', 'Topic', 'Agree', 'Tags', 'Score', 'Note'].map((title, i) => ({
    fk_column_id: `c${i + 1}`,
    title,
    uidt: ['SingleLineText', 'SingleSelect', 'Checkbox', 'MultiSelect', 'Rating', 'LongText'][i]!,
    order: i,
  })),
} as unknown as SharedViewMeta;

// the markup the server writes (backend/src/public-pages/form-html.ts), reduced to what the takeover reads
const WRITTEN = `<form data-prerendered>
  <div data-field="Name"><input name="Name" value="prefilled"></div>
  <div data-field="Topic"><select name="Topic"><option value="">Choose</option><option value="Bug">Bug</option><option value="Idea">Idea</option></select></div>
  <div data-field="Agree"><input type="checkbox" name="Agree"></div>
  <fieldset data-field="Tags"><input type="checkbox" value="a"><input type="checkbox" value="b"></fieldset>
  <fieldset data-field="Score"><input type="radio" value="1"><input type="radio" value="2"></fieldset>
  <div data-field="Note"><textarea name="Note"></textarea></div>
</form>`;

describe('taking over the form the server wrote', () => {
  const fields = askedFields(formFieldsOf(META), '');

  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${WRITTEN}</div>`;
  });

  it('keeps the written form until React has one, then swaps it in with what the visitor changed', () => {
    const root = document.getElementById('root')!;
    const live = capturePrerenderedForm(root);
    expect(live).not.toBe(root);
    expect(live.isConnected).toBe(false);
    (root.querySelector('[name=Topic]') as HTMLSelectElement).value = 'Idea';
    (root.querySelector('[name=Agree]') as HTMLInputElement).checked = true;
    (root.querySelector('[value=b]') as HTMLInputElement).checked = true;
    (root.querySelector('[type=radio][value="2"]') as HTMLInputElement).checked = true;
    const note = root.querySelector('textarea')!;
    note.value = 'half typed';
    note.focus();
    note.setSelectionRange(4, 4);

    const taken = takeOverPrerendered(fields)!;
    // the prefilled, untouched Name is left to the link's prefill; every changed field comes in its own shape
    expect(taken.values).toEqual({ Topic: 'Idea', Agree: true, Tags: ['b'], Score: '2', Note: 'half typed' });
    expect(live.isConnected).toBe(true);
    expect(live.id).toBe('root');
    expect(root.isConnected).toBe(false);
    expect(taken.focus).toEqual({ title: 'Note', index: 0, selection: [4, 4] });

    live.innerHTML = '<form><div data-field="Note"><textarea></textarea></div></form>';
    const reactNote = live.querySelector('textarea')!;
    reactNote.value = 'half typed';
    restoreFocus(live, taken.focus);
    expect(document.activeElement).toBe(reactNote);
    expect(reactNote.selectionStart).toBe(4);
    // once only: a second form (submit another) starts blank
    expect(takeOverPrerendered(fields)).toBeUndefined();
  });

  it('keeps every value of a form written again after a refused post, and hands on its message', () => {
    document.body.innerHTML = `<div id="root">${WRITTEN.replace(
      '<form data-prerendered>',
      '<form data-prerendered data-posted>',
    ).replace(
      '</form>',
      '<p role="alert" class="sf-error sf-failure">The value for Note is required</p></form>',
    )}</div>`;
    capturePrerenderedForm(document.getElementById('root')!);
    const taken = takeOverPrerendered(fields)!;
    // what the server wrote back is what the visitor sent: unchanged since, it still comes in
    expect(taken.values).toEqual({ Name: 'prefilled', Topic: '', Agree: false, Tags: [], Score: '', Note: '' });
    expect(taken.failure).toBe('The value for Note is required');
  });

  it('renders where it always did when the page has no written form', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(capturePrerenderedForm(root)).toBe(root);
    expect(takeOverPrerendered(fields)).toBeUndefined();
  });

  it('shows React’s page anyway should no form ever take over', () => {
    jest.useFakeTimers();
    const root = document.getElementById('root')!;
    const live = capturePrerenderedForm(root, 100);
    jest.advanceTimersByTime(100);
    expect(live.isConnected).toBe(true);
    expect(takeOverPrerendered(fields)).toBeUndefined();
    jest.useRealTimers();
  });
});
