import { render } from '@testing-library/react';
import { UI_TYPE_NAMES, type UIType } from '@basalt/core';
import { CELLS, cellOf } from './registry';
import { TypeIcon } from './type-icon';

/** The antd icon a type draws, by the `anticon-<name>` class the icon puts on its element. */
function drawnIcon(uidt: string): string | undefined {
  const { container, unmount } = render(<TypeIcon uidt={uidt} />);
  const name = [...(container.firstElementChild?.classList ?? [])].find((c) => c.startsWith('anticon-'));
  unmount();
  return name;
}

/** Types a person tells apart by their icon in a header or the type picker. */
const DISTINCT: UIType[][] = [
  ['Email', 'URL', 'PhoneNumber'],
  ['SingleLineText', 'LongText'],
  ['Number', 'Currency', 'Percent', 'Duration', 'Rating'],
  ['Date', 'DateTime', 'Time'],
  ['SingleSelect', 'MultiSelect', 'Checkbox'],
  ['LinkToAnotherRecord', 'Lookup', 'Rollup', 'Formula', 'Count'],
  ['ID', 'AutoNumber'],
  ['DateTime', 'CreateTime'],
];

describe('field type icons', () => {
  it.each([...UI_TYPE_NAMES])('%s declares an icon in its cell, and TypeIcon draws it', (uidt) => {
    expect(CELLS[uidt].icon).toBeDefined();
    const { container } = render(<TypeIcon uidt={uidt} />);
    const icon = container.firstElementChild;
    expect(icon?.classList.contains('grid-type-icon')).toBe(true);
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('svg')).not.toBeNull();
  });

  it.each(DISTINCT.map((types) => [types.join(' / '), types]))('%s have icons of their own', (_, types) => {
    const drawn = types.map(drawnIcon);
    expect(new Set(drawn).size).toBe(types.length);
    expect(new Set(types.map((uidt) => CELLS[uidt].icon)).size).toBe(types.length);
  });

  it('draws the icon each type declares (e-mail an envelope, URL a link)', () => {
    expect(drawnIcon('Email')).toBe('anticon-mail');
    expect(drawnIcon('URL')).toBe('anticon-link');
  });

  it('types that share a read-only cell still keep their own icon', () => {
    expect(cellOf('ID').Display).toBe(cellOf('AutoNumber').Display);
    expect(cellOf('ID').icon).not.toBe(cellOf('AutoNumber').icon);
  });

  it('gives a type this build does not know a generic icon, not a text one', () => {
    expect(drawnIcon('Barcode')).toBe('anticon-database');
    expect(drawnIcon('Barcode')).not.toBe(drawnIcon('SingleLineText'));
  });
});
