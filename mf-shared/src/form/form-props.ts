import type { FormSettings, PublicViewApi } from '../public-api';
import type { AskedField } from './use-form-values';

/** What both layouts of a public form (all fields, survey) receive. */
export interface FormLayoutProps {
  title: string;
  subtitle: string | undefined;
  settings: FormSettings;
  fields: AskedField[];
  /** The link's query, which prefills fields. */
  search: string;
  api: PublicViewApi;
}
