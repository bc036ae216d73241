import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { formulaEditorProblem, toDisplayFormula, type ColumnMeta } from '@basalt/core';
import { useTranslation } from 'react-i18next';
import { useFocusWhenShown } from '@basalt/ui';
import { columnBodyOf, formValuesOf, type ColumnBody, type FieldFormValues } from './column-body';
import { DefaultValueFields } from './DefaultValueFields';
import { titleProblem, TITLE_MAX } from './form-rules';
import { SelectOptionsEditor } from './SelectOptionsEditor';
import { ADDABLE_TYPES, hasOptions, multipleOptions, settingsOf } from './type-settings';
import { TypePicker } from './TypePicker';
import { TypeSettingsFields } from './TypeSettingsFields';
import type { TableSource } from './virtual/table-source';
import { virtualBodyOf, type VirtualColumnBody, type VirtualFormValues } from './virtual/virtual-body';
import { VirtualSettings } from './virtual/VirtualSettings';
import { formulaFieldsOf, isVirtualType, storedFormulaOf } from './virtual/virtual-types';
import './field-editor.css';

export type { ColumnBody, ColumnOptionBody } from './column-body';
export type { VirtualColumnBody } from './virtual/virtual-body';

export interface FieldEditorProps {
  mode: 'add' | 'edit';
  /** The field being edited (edit mode). */
  initial?: ColumnMeta;
  /** Titles of the table's fields (the edited one may be among them): a new title must differ from each. */
  existingTitles: string[];
  /**
   * Sends the body; resolves false (or the server's message, shown by a formula) when it was refused, and the
   * form then stays as typed.
   */
  onSubmit: (body: ColumnBody | VirtualColumnBody) => Promise<boolean | string>;
  onCancel: () => void;
  /** The table and the project's others: with it, computed types (links, lookups, formulas…) are offered. */
  source?: TableSource;
}

/** Escape closes an open list (a Select's) first; only an Escape nothing else used cancels the editor. */
const closesPopup = (target: EventTarget) =>
  target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true';

/** The form's starting values for computed types: a new link has many, an edited formula shows titles. */
function virtualValuesOf(
  column: ColumnMeta | undefined,
  source: TableSource | undefined,
): Pick<VirtualFormValues, 'linkType' | 'rollupFunction'> & { formula: string } {
  const stored = column?.uidt === 'Formula' ? storedFormulaOf(column) : '';
  const formula = stored && source ? toDisplayFormula(stored, formulaFieldsOf(source.columns)).value : stored;
  return { linkType: 'hm', rollupFunction: 'count', formula };
}

/**
 * The form to add a field to a table or edit one (docs/API.md §1.7 column bodies): name, type, the chosen type's
 * settings, required and default. Enter submits, Escape cancels. Loaded lazily by the grid, so nothing in
 * mf-views imports it statically.
 */
export function FieldEditor({ mode, initial, existingTitles, onSubmit, onCancel, source }: FieldEditorProps) {
  // autoFocus misses in a dialog shown without animation (reduced motion)
  const focusWhenShown = useFocusWhenShown();
  const { t } = useTranslation();
  const [form] = Form.useForm<FieldFormValues>();
  const initialValues = useMemo(() => {
    const column = mode === 'edit' ? initial : undefined;
    return { ...formValuesOf(column), ...virtualValuesOf(column, source) };
  }, [mode, initial, source]);
  const uidt = (Form.useWatch('uidt', form) as string | undefined) ?? initialValues.uidt;
  const settings = settingsOf(uidt);
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const sending = useRef(false);
  const editing = mode === 'edit' ? initial : undefined;
  const typeLocked = !!editing && (!!editing.pk || !ADDABLE_TYPES.includes(editing.uidt as never));

  const submit = async () => {
    if (sending.current) return;
    const values = { ...initialValues, ...(form.getFieldsValue(true) as Partial<typeof initialValues>) };
    setAttempted(true);
    const virtual = source && isVirtualType(values.uidt);
    const fields = source ? formulaFieldsOf(source.columns, editing?.id) : [];
    if (virtual && values.uidt === 'Formula' && formulaEditorProblem(values.formula, fields, editing?.id)) return;
    sending.current = true;
    setBusy(true);
    try {
      const body = virtual ? virtualBodyOf(values, source.tableId, editing) : columnBodyOf(values, editing);
      const answer = await onSubmit(body);
      setRefusal(typeof answer === 'string' ? answer : undefined);
    } catch {
      // A refusal the caller did not turn into `false`: the form stays as typed all the same.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || closesPopup(event.target)) return;
    event.preventDefault();
    onCancel();
  };

  const heading = t(mode === 'edit' ? 'fieldEditor.editTitle' : 'fieldEditor.addTitle');
  return (
    <div className="field-editor" onKeyDown={onKeyDown}>
      <h2 className="field-editor-heading">{heading}</h2>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={() => setRefusal(undefined)}
        aria-label={heading}
      >
        <Form.Item
          name="title"
          label={t('fieldEditor.name')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = titleProblem(value ?? '', existingTitles, editing?.title);
                return problem
                  ? Promise.reject(new Error(t(`fieldEditor.${problem}`, { max: TITLE_MAX })))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            autoFocus
            ref={focusWhenShown}
            placeholder={t('fieldEditor.namePlaceholder')}
            maxLength={TITLE_MAX + 1}
          />
        </Form.Item>
        <Form.Item name="uidt" label={t('fieldEditor.type')}>
          <TypePicker currentType={editing?.uidt} disabled={typeLocked} withVirtual={!!source} />
        </Form.Item>
        {editing && uidt !== editing.uidt && (
          <Alert className="field-editor-warning" type="warning" showIcon title={t('fieldEditor.typeChangeWarning')} />
        )}
        {hasOptions(uidt) && <SelectOptionsEditor multiple={multipleOptions(uidt)} />}
        {source && isVirtualType(uidt) && (
          <VirtualSettings uidt={uidt} source={source} editing={editing} attempted={attempted} refusal={refusal} />
        )}
        <TypeSettingsFields settings={settings} />
        <DefaultValueFields settings={settings} multiple={multipleOptions(uidt)} />
        <div className="field-editor-actions">
          <Button onClick={onCancel}>{t('fieldEditor.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t(mode === 'edit' ? 'fieldEditor.save' : 'fieldEditor.add')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export default FieldEditor;
