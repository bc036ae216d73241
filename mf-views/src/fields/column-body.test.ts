import { columnSchema, type ColumnMeta } from '@basalt/core';
import { columnBodyOf, formValuesOf, type ColumnBody, type FieldFormValues } from './column-body';

const values = (overrides: Partial<FieldFormValues>): FieldFormValues => ({ ...formValuesOf(), ...overrides });

describe('columnBodyOf', () => {
  it('sends a new text field with its title as the physical name and no meta', () => {
    expect(columnBodyOf(values({ title: ' Notes ', uidt: 'LongText', defaultValue: 'n/a', required: true }))).toEqual({
      title: 'Notes',
      column_name: 'Notes',
      uidt: 'LongText',
      rqd: true,
      cdf: 'n/a',
    });
  });

  it('sends select options in order with their colours, trimmed, and no default when none is chosen', () => {
    const body = columnBodyOf(
      values({
        title: 'Status',
        uidt: 'SingleSelect',
        options: [
          { title: ' Todo ', color: '#cfe2ff' },
          { title: 'Done', color: '#c8f3e3' },
        ],
      }),
    );
    expect(body).toEqual({
      title: 'Status',
      column_name: 'Status',
      uidt: 'SingleSelect',
      rqd: false,
      cdf: null,
      colOptions: {
        options: [
          { title: 'Todo', color: '#cfe2ff', order: 1 },
          { title: 'Done', color: '#c8f3e3', order: 2 },
        ],
      },
    });
  });

  it('keeps only defaults that are still options', () => {
    const body = columnBodyOf(
      values({
        uidt: 'MultiSelect',
        options: [{ title: 'a', color: '#cfe2ff' }],
        defaultValue: 'a,removed',
      }),
    );
    expect(body.cdf).toBe('a');
  });

  it('writes the meta keys of the chosen type only', () => {
    const all = values({
      precision: 3,
      currencyCode: 'eur',
      currencyLocale: 'de-DE',
      ratingMax: 7,
      ratingIcon: 'heart',
    });
    expect(columnBodyOf({ ...all, uidt: 'Decimal' }).meta).toEqual({ precision: 3 });
    expect(columnBodyOf({ ...all, uidt: 'Decimal', precision: null }).meta).toEqual({ precision: 2 });
    expect(columnBodyOf({ ...all, uidt: 'Currency' }).meta).toEqual({
      precision: 3,
      currency_code: 'EUR',
      currency_locale: 'de-DE',
    });
    expect(columnBodyOf({ ...all, uidt: 'Percent', precision: null }).meta).toBeUndefined();
    expect(columnBodyOf({ ...all, uidt: 'Date', dateFormat: 'DD/MM/YYYY' }).meta).toEqual({
      date_format: 'DD/MM/YYYY',
    });
    expect(columnBodyOf({ ...all, uidt: 'DateTime', dateFormat: 'DD.MM.YYYY', timeFormat: 'h:mm A' }).meta).toEqual({
      date_format: 'DD.MM.YYYY',
      time_format: 'h:mm A',
    });
    expect(columnBodyOf({ ...all, uidt: 'Rating' }).meta).toEqual({ max: 7, icon: 'heart' });
    expect(columnBodyOf({ ...all, uidt: 'Duration', duration: 'h:mm:ss' }).meta).toEqual({ duration: 'h:mm:ss' });
    expect(columnBodyOf({ ...all, uidt: 'Email' }).meta).toBeUndefined();
  });

  it('sends a checkbox default as true or null, and never Required for a checkbox', () => {
    expect(columnBodyOf(values({ uidt: 'Checkbox', defaultValue: 'true', required: true }))).toMatchObject({
      cdf: true,
      rqd: false,
    });
    expect(columnBodyOf(values({ uidt: 'Checkbox', defaultValue: '' })).cdf).toBeNull();
  });

  it('sends no default for types without one, and the SQL type for SpecificDBType', () => {
    expect(columnBodyOf(values({ uidt: 'Attachment', defaultValue: 'x' }))).not.toHaveProperty('cdf');
    expect(columnBodyOf(values({ uidt: 'SpecificDBType', dt: ' varchar(20) ' })).dt).toBe('varchar(20)');
  });

  it('is a body the server’s column request schema (core `columnSchema`) accepts', () => {
    const body: ColumnBody = columnBodyOf(
      values({ title: 'x', uidt: 'Rating', options: [{ title: 'ignored', color: '#cfe2ff' }] }),
    );
    expect(columnSchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('colOptions');
  });
});

describe('editing', () => {
  const column: ColumnMeta = {
    id: 'cl_1',
    title: 'Status',
    column_name: 'status_col',
    uidt: 'SingleSelect',
    rqd: 1,
    cdf: 'Done',
    meta: JSON.stringify({ color: '#f00', precision: 4 }),
    colOptions: {
      options: [
        { id: 'so_2', title: 'Done', color: '#c8f3e3', order: 2 },
        { id: 'so_1', title: 'Todo', color: '#cfe2ff', order: 1 },
      ],
    },
  };

  it('reads a column into form values: options in order with ids, default, required', () => {
    expect(formValuesOf(column)).toMatchObject({
      title: 'Status',
      uidt: 'SingleSelect',
      required: true,
      defaultValue: 'Done',
      precision: 4,
      options: [
        { id: 'so_1', title: 'Todo', color: '#cfe2ff' },
        { id: 'so_2', title: 'Done', color: '#c8f3e3' },
      ],
    });
  });

  it('keeps the physical name, option ids and meta keys the editor does not own', () => {
    const form = formValuesOf(column);
    const body = columnBodyOf({ ...form, title: 'State', options: [{ ...form.options[0]!, title: 'To do' }] }, column);
    expect(body).toEqual({
      title: 'State',
      column_name: 'status_col',
      uidt: 'SingleSelect',
      rqd: true,
      cdf: null,
      meta: { color: '#f00' },
      colOptions: { options: [{ id: 'so_1', title: 'To do', color: '#cfe2ff', order: 1 }] },
    });
  });

  it('reads settings from meta with the cells’ fallbacks', () => {
    const read = (uidt: string, meta: unknown) =>
      formValuesOf({ id: 'c', title: 't', column_name: 't', uidt, meta } as ColumnMeta);
    expect(read('Duration', { duration: 2 }).duration).toBe('h:mm:ss.s');
    expect(read('Duration', { duration: 'bogus' }).duration).toBe('h:mm');
    expect(read('Rating', { max: 12, icon: 'thumb' })).toMatchObject({ ratingMax: 5, ratingIcon: 'thumb' });
    expect(read('Currency', { currency_code: 'jpy' }).currencyCode).toBe('JPY');
    expect(read('Checkbox', null).defaultValue).toBe('');
    expect(formValuesOf({ id: 'c', title: 't', column_name: 't', uidt: 'Checkbox', cdf: '1' }).defaultValue).toBe(
      'true',
    );
  });
});
