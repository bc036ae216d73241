import { useTranslation } from 'react-i18next';

/** A share that does not exist (anymore): the server answered 404. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="shared-not-found">
      <p className="shared-not-found-code" aria-hidden>
        404
      </p>
      <h1>{t('shared.notFound.title')}</h1>
      <p>{t('shared.notFound.message')}</p>
    </main>
  );
}
