import { t } from './historyMessages';
import { pagerModel } from './pager';

/** The pager of a list (spec 02 §2): plain numbers up to 4 pages, otherwise previous / "n of m" / next. */
export function Pager({
  section,
  totalCount,
  pageSize,
  page,
  onPage,
}: {
  section: string;
  totalCount: number;
  pageSize: number;
  page: number;
  onPage(page: number): void;
}) {
  const model = pagerModel(totalCount, pageSize, page);
  if (model.kind === 'none') return null;
  return (
    <nav className="app-pager" aria-label={t('history.pager', { section })}>
      {model.kind === 'plain' ? (
        model.pages.map((n) => (
          <button
            key={n}
            type="button"
            className="app-link-button"
            aria-label={t('history.pager.page', { page: n })}
            aria-current={n === model.current ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))
      ) : (
        <>
          <button
            type="button"
            className="app-link-button"
            disabled={!model.hasPrevious}
            onClick={() => onPage(model.current - 1)}
          >
            {t('history.pager.previous')}
          </button>
          <span aria-current="page">
            {t('history.pager.of', { page: model.current, pages: model.pages })}
          </span>
          <button
            type="button"
            className="app-link-button"
            disabled={!model.hasNext}
            onClick={() => onPage(model.current + 1)}
          >
            {t('history.pager.next')}
          </button>
        </>
      )}
    </nav>
  );
}

/** The loading / failed line of a list. */
export function ListStatus({
  failed,
  blocked,
  onRetry,
}: {
  failed: boolean;
  /** The account's notice when it may not read the list (no Try Again: it would fail the same way). */
  blocked?: string | undefined;
  onRetry(): void;
}) {
  if (!failed) return <p role="status">{t('history.loading')}</p>;
  if (blocked) return <p className="app-empty">{blocked}</p>;
  return (
    <p role="alert">
      {t('history.loadFailed')}{' '}
      <button type="button" className="app-link-button" onClick={onRetry}>
        {t('history.retry')}
      </button>
    </p>
  );
}
