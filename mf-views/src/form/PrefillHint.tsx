import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { prefillQuery } from './form-fields';

/** How to fill in fields from the form's link, with the first field of the form as the example. */
export function PrefillHint({ fieldTitle }: { fieldTitle: string | undefined }) {
  const { t } = useTranslation();
  const example = prefillQuery(fieldTitle ?? t('formBuilder.prefillField'), t('formBuilder.prefillValue'));
  return (
    <section className="form-prefill" aria-labelledby="form-prefill-title">
      <h3 id="form-prefill-title">
        <LinkOutlined aria-hidden /> {t('formBuilder.prefillTitle')}
      </h3>
      <p>
        {t('formBuilder.prefillHint')} <code className="form-prefill-example">{example}</code>
      </p>
      <p className="form-prefill-note">{t('formBuilder.prefillHiddenNote')}</p>
    </section>
  );
}
