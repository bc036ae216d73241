import { Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSettings } from './form-api';
import { isRedirectUrl } from './form-fields';
import { SAVE_DELAY_MS, type FormBuilderState } from './use-form-builder';

interface Props {
  settings: FormSettings;
  editable: boolean;
  saveSetting: FormBuilderState['saveSetting'];
}

/** What a visitor sees once they submit: the message, a blank form again, another answer, or another page. */
export function AfterSubmitSettings({ settings, editable, saveSetting }: Props) {
  const { t } = useTranslation();
  // the address as typed: a wrong one stays on screen with its message and is not saved
  const [redirect, setRedirect] = useState(settings.redirect_url ?? '');
  const redirectOk = isRedirectUrl(redirect.trim());
  return (
    <section className="form-after" aria-labelledby="form-after-title">
      <h3 id="form-after-title">{t('formBuilder.afterSubmit')}</h3>
      <label className="form-setting">
        <span>{t('formBuilder.successMessage')}</span>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          disabled={!editable}
          value={settings.success_msg ?? ''}
          placeholder={t('formBuilder.successPlaceholder')}
          onChange={(e) => saveSetting({ success_msg: e.target.value || null }, SAVE_DELAY_MS)}
        />
      </label>
      <label className="form-setting-switch">
        <Switch
          size="small"
          disabled={!editable}
          checked={settings.show_blank_form}
          onChange={(show_blank_form) => saveSetting({ show_blank_form })}
        />
        <span>{t('formBuilder.showBlankForm')}</span>
      </label>
      <label className="form-setting-switch">
        <Switch
          size="small"
          disabled={!editable}
          checked={settings.submit_another_form}
          onChange={(submit_another_form) => saveSetting({ submit_another_form })}
        />
        <span>{t('formBuilder.submitAnother')}</span>
      </label>
      <label className="form-setting">
        <span>{t('formBuilder.redirectUrl')}</span>
        <Input
          type="url"
          disabled={!editable}
          value={redirect}
          placeholder="https://"
          status={redirectOk ? undefined : 'error'}
          aria-invalid={!redirectOk}
          aria-describedby={redirectOk ? undefined : 'form-redirect-error'}
          onChange={(e) => {
            setRedirect(e.target.value);
            const url = e.target.value.trim();
            if (isRedirectUrl(url)) saveSetting({ redirect_url: url || null }, SAVE_DELAY_MS);
          }}
        />
      </label>
      {!redirectOk && (
        <p className="form-setting-error" id="form-redirect-error" role="alert">
          {t('formBuilder.redirectInvalid')}
        </p>
      )}
    </section>
  );
}
