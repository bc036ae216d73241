import type { FormulaFunctionSpec } from '@basalt/core';
import { useTranslation } from 'react-i18next';

/** How a function is written, what it does (in the interface language) and an example, beside the formula. */
export function FunctionHelp({ name, spec }: { name: string; spec: FormulaFunctionSpec }) {
  const { t } = useTranslation();
  return (
    <section className="formula-editor-help" aria-label={t('fieldEditor.formulaHelp', { name })}>
      <code className="formula-editor-signature">{spec.signature}</code>
      <p>{t(`formula.functions.${name}`)}</p>
      <p>
        {t('fieldEditor.formulaExample')} <code>{spec.example}</code>
      </p>
    </section>
  );
}
