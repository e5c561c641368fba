import { t } from '../messages';
import { Link } from '../router';

/** spec 03 §2: an unknown path shows the not-found page. */
export function NotFoundPage() {
  return (
    <section className="app-status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.text')}</h1>
      <Link to="/" className="app-button">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
