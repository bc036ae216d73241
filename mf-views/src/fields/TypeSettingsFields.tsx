import { useMemo } from 'react';
import { Form, Input, InputNumber, Select } from 'antd';
import { RATING_MAX } from '@basalt/core';
import { useTranslation } from 'react-i18next';
import { isKnownLocale } from './form-rules';
import {
  DATE_FORMATS,
  DURATION_FORMATS,
  META_DEFAULTS,
  PRECISION_MAX,
  RATING_ICONS,
  TIME_FORMATS,
  type TypeSettings,
} from './type-settings';

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** ISO 4217 codes the browser knows, named in the interface language (the code alone where it cannot). */
function useCurrencyOptions(language: string) {
  return useMemo(() => {
    const codes = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
    const all = codes.includes(META_DEFAULTS.currencyCode) ? codes : [META_DEFAULTS.currencyCode, ...codes];
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language], { type: 'currency' });
    } catch {
      names = undefined;
    }
    return all.map((code) => {
      const name = names?.of(code);
      return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
    });
  }, [language]);
}

/** The settings of the chosen type only (type-settings.ts says which): each writes one `meta` key, or `dt`. */
export function TypeSettingsFields({ settings }: { settings: TypeSettings }) {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencyOptions(i18n.language);
  return (
    <>
      {settings.databaseType && (
        <Form.Item
          name="dt"
          label={t('fieldEditor.databaseType')}
          rules={[{ required: true, whitespace: true, message: t('fieldEditor.databaseTypeRequired') }]}
        >
          <Input placeholder={t('fieldEditor.databaseTypePlaceholder')} />
        </Form.Item>
      )}
      {settings.currency && (
        <div className="field-settings-pair">
          <Form.Item name="currencyCode" label={t('fieldEditor.currencyCode')}>
            <Select options={currencies} showSearch={{ optionFilterProp: 'label' }} popupMatchSelectWidth={false} />
          </Form.Item>
          <Form.Item
            name="currencyLocale"
            label={t('fieldEditor.currencyLocale')}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  !value?.trim() || isKnownLocale(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('fieldEditor.currencyLocaleInvalid'))),
              },
            ]}
          >
            <Input placeholder={t('fieldEditor.currencyLocalePlaceholder')} />
          </Form.Item>
        </div>
      )}
      {settings.precision && (
        <Form.Item name="precision" label={t('fieldEditor.precision')}>
          <InputNumber
            min={0}
            max={PRECISION_MAX}
            precision={0}
            placeholder={
              settings.precision === 'always' ? String(META_DEFAULTS.decimalPrecision) : t('fieldEditor.precisionAuto')
            }
          />
        </Form.Item>
      )}
      {(settings.dateFormat || settings.timeFormat) && (
        <div className="field-settings-pair">
          {settings.dateFormat && (
            <Form.Item name="dateFormat" label={t('fieldEditor.dateFormat')}>
              <Select options={plain(DATE_FORMATS)} />
            </Form.Item>
          )}
          {settings.timeFormat && (
            <Form.Item name="timeFormat" label={t('fieldEditor.timeFormat')}>
              <Select options={plain(TIME_FORMATS)} />
            </Form.Item>
          )}
        </div>
      )}
      {settings.duration && (
        <Form.Item name="duration" label={t('fieldEditor.durationFormat')}>
          <Select options={plain(DURATION_FORMATS)} />
        </Form.Item>
      )}
      {settings.rating && (
        <div className="field-settings-pair">
          <Form.Item
            name="ratingMax"
            label={t('fieldEditor.ratingMax')}
            rules={[{ required: true, message: t('fieldEditor.ratingMaxRange', { max: RATING_MAX }) }]}
          >
            <InputNumber min={1} max={RATING_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="ratingIcon" label={t('fieldEditor.ratingIcon')}>
            <Select
              options={RATING_ICONS.map((icon) => ({ value: icon, label: t(`fieldEditor.ratingIcons.${icon}`) }))}
            />
          </Form.Item>
        </div>
      )}
    </>
  );
}
