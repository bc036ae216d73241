import type { Locale } from 'antd/es/locale';
import type { Language } from '@basalt/core';

/** antd's own locale file for each interface language (dates, pagination, empty states...). */
const ANTD_LOCALES: Record<Language, string> = {
  ar: 'ar_EG',
  bn_IN: 'bn_BD',
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fa: 'fa_IR',
  fi: 'fi_FI',
  fr: 'fr_FR',
  he: 'he_IL',
  hi: 'hi_IN',
  hr: 'hr_HR',
  id: 'id_ID',
  it: 'it_IT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  lv: 'lv_LV',
  nl: 'nl_NL',
  no: 'nb_NO',
  pl: 'pl_PL',
  pt: 'pt_PT',
  pt_BR: 'pt_BR',
  ru: 'ru_RU',
  sl: 'sl_SI',
  sv: 'sv_SE',
  th: 'th_TH',
  tr: 'tr_TR',
  uk: 'uk_UA',
  vi: 'vi_VN',
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
};

export async function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  try {
    const module = (await import(
      /* webpackChunkName: "antd-locale-[request]" */
      /* webpackInclude: /(ar_EG|bn_BD|da_DK|de_DE|en_US|es_ES|fa_IR|fi_FI|fr_FR|he_IL|hi_IN|hr_HR|id_ID|it_IT|ja_JP|ko_KR|lv_LV|nl_NL|nb_NO|pl_PL|pt_PT|pt_BR|ru_RU|sl_SI|sv_SE|th_TH|tr_TR|uk_UA|vi_VN|zh_CN|zh_TW)\.js$/ */
      `antd/es/locale/${ANTD_LOCALES[language]}.js`
    )) as { default: Locale };
    return module.default;
  } catch (err) {
    console.error(`antd locale for ${language} could not be loaded`, err);
    return undefined;
  }
}
