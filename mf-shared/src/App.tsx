import { setCellsI18n } from '@basalt/ui';
import type { Props } from './props';
import { ShellProvider } from './shell-context';
import { SharedViewPage } from './SharedViewPage';

/**
 * Spec §2's public routes, without the base layout: a shared grid, gallery or kanban by its share id, and a shared
 * form (`…/form/:viewId`, its survey layout under `…/form/:viewId/survey`). The page reads the address itself
 * (`routes/public-path.ts`): no router is needed for these few patterns.
 */
export function App(props: Props) {
  const { Providers } = props;
  // The display cells translate their own words (empty, yes/no...) with the host's i18next.
  setCellsI18n(props.i18n);
  return (
    <Providers>
      <ShellProvider value={props}>
        <SharedViewPage />
      </ShellProvider>
    </Providers>
  );
}
