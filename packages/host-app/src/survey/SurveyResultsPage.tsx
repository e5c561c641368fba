import type { SurveyResponseList } from '@shipdeck/core/contract';
import { SURVEY_RESPONSES_PER_PAGE } from '@shipdeck/core/contract';
import { formatShortDate } from '@shipdeck/core/format';
import { type MessageKey, messages } from '@shipdeck/core/messages';
import { useEffect, useState } from 'react';
import { t } from '../inspection/inspectionMessages';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: SurveyResponseList };

const choice = (prefix: string, value: string) => messages(`${prefix}.${value}` as MessageKey);

/**
 * /survey-results (administrators, issue 15): the first-shipment survey's responses, newest first, 20 a
 * page, with the figures over all of them (how many, the helpfulness average and spread, the choices).
 */
export function SurveyResultsPage() {
  const { api } = useAppSession();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api.surveyResponses(page).then(
      (list) => live && setLoaded({ status: 'ready', list }),
      (error: unknown) =>
        live && setLoaded({ status: 'failed', message: errorText(error, t('survey.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [api, page]);

  return (
    <div className="app-inspection">
      <h1 className="app-page-title">{t('survey.resultsTitle')}</h1>
      {loaded.status === 'loading' && <p role="status">{t('inspection.loading')}</p>}
      {loaded.status === 'failed' && <p role="alert">{loaded.message}</p>}
      {loaded.status === 'ready' && <Results list={loaded.list} page={page} onPage={setPage} />}
    </div>
  );
}

function Results({
  list,
  page,
  onPage,
}: {
  list: SurveyResponseList;
  page: number;
  onPage(page: number): void;
}) {
  const { summary } = list;
  const pages = Math.max(1, Math.ceil(summary.responses / SURVEY_RESPONSES_PER_PAGE));
  if (summary.responses === 0) return <p>{t('survey.none')}</p>;
  return (
    <>
      <section className="app-card" aria-label={t('survey.summary')}>
        <p>
          {t('survey.count', { count: summary.responses })} ·{' '}
          {t('survey.average', { average: summary.averageHelpfulness ?? '—' })}
        </p>
        <p>
          {t('survey.spread', { spread: summary.helpfulness.map((n, i) => `${i + 1}: ${n}`).join(', ') })}
        </p>
        <p>
          {Object.entries(summary.usageReasons)
            .map(([reason, n]) => `${choice('survey.usageReason', reason)}: ${n}`)
            .join(' · ')}
        </p>
        <p>
          {Object.entries(summary.futureUsage)
            .map(([usage, n]) => `${choice('survey.futureUsage', usage)}: ${n}`)
            .join(' · ')}
        </p>
      </section>
      <ul className="app-survey-responses">
        {list['hydra:member'].map((response) => (
          <li key={response.id} className="app-card" aria-label={response.owner.name}>
            <p>
              <strong>{response.owner.name}</strong>, {response.owner.companyName} ·{' '}
              {formatShortDate(response.createdOn)}
              {response.answeredByName && <> · {t('survey.answeredBy', { name: response.answeredByName })}</>}
            </p>
            <dl className="app-inspection-facts">
              <div>
                <dt>{messages('draft.label.usageReason')}</dt>
                <dd>
                  {choice('survey.usageReason', response.usageReason)}
                  {response.usageReasonOther && `: ${response.usageReasonOther}`}
                </dd>
              </div>
              <div>
                <dt>{messages('draft.label.helpfulness')}</dt>
                <dd>{response.helpfulness}</dd>
              </div>
              <div>
                <dt>{messages('draft.label.futureUsage')}</dt>
                <dd>{choice('survey.futureUsage', response.futureUsage)}</dd>
              </div>
              <div>
                <dt>{messages('draft.label.likedLeast')}</dt>
                <dd>{response.likedLeast ?? '—'}</dd>
              </div>
              <div>
                <dt>{messages('draft.label.featureWanted')}</dt>
                <dd>{response.featureWanted ?? '—'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="app-actions" aria-label={t('survey.resultsTitle')}>
          <button
            type="button"
            className="app-button app-button-secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('inspection.previous')}
          </button>
          <span>{t('inspection.page', { page, pages })}</span>
          <button
            type="button"
            className="app-button app-button-secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('inspection.next')}
          </button>
        </nav>
      )}
    </>
  );
}
