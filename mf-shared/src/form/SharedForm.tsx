import { useMemo } from 'react';
import type { RendererProps } from '../renderers';
import { usePublicRoute } from '../routes/use-public-route';
import { formFieldsOf } from './form-fields';
import { LinkChoicesContext } from './link-choices';
import { FullForm } from './FullForm';
import { SurveyForm } from './SurveyForm';
import { askedFields } from './use-form-values';
import './shared-form.css';

/**
 * A public form (`/:projectType/form/:viewId`): every field on one page, or one question at a time under
 * `…/survey`. The link's query prefills fields by title.
 */
export function SharedForm({ meta, api }: RendererProps) {
  const { search, survey } = usePublicRoute();
  const fields = useMemo(() => askedFields(formFieldsOf(meta), search), [meta, search]);
  const settings = meta.view ?? {};
  const Form = survey ? SurveyForm : FullForm;
  return (
    <main className="sf-page">
      <LinkChoicesContext.Provider value={api.linkChoices}>
        <Form
          title={settings.heading || meta.title}
          subtitle={settings.subheading || undefined}
          settings={settings}
          fields={fields}
          search={search}
          api={api}
        />
      </LinkChoicesContext.Provider>
    </main>
  );
}
