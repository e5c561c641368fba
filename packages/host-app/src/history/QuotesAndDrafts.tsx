import { QUOTES_PER_PAGE, type QuoteListed, type ShipmentDraftResource } from '@shipdeck/core/contract';
import { formatMoney, formatShortDate, shortReference } from '@shipdeck/core/format';
import { useNavigate } from '../router';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { t } from './historyMessages';
import { ListStatus, Pager } from './Pager';
import { useHistoryList } from './useHistoryList';

/** spec 02 §9: drafts are listed 10 a page. */
export const DRAFTS_PER_PAGE = 10;

/**
 * Standalone quotes (spec 02 §2, §3 Quote listed): id, created on, both ends' country and zip, the
 * residential flag and the first rate (it may be incomplete); Continue to Shipping makes a draft from the
 * quote and opens it (spec 02 §4). Inactive and suspended accounts get their notice from the API.
 */
export function QuotesSection({ title }: { title: string }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const list = useHistoryList((page) => api.quotes({ page, itemsPerPage: QUOTES_PER_PAGE }), 'quotes');
  const continueToShipping = async (quote: QuoteListed) => {
    try {
      const { draftFromStoredQuote, toShipmentDraftBody } = await import('@shipdeck/core/shipment');
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      const draft = draftFromStoredQuote(quote, day);
      const created = await api.createDraft(toShipmentDraftBody(draft, today.toISOString()));
      navigate(`/draft/${encodeURIComponent(created.id)}`);
    } catch (error) {
      feedback.popup({ kind: 'error', text: errorText(error, t('history.actionFailed')), onClose: () => {} });
    }
  };
  if (list.state.status !== 'loaded')
    return (
      <ListStatus
        failed={list.state.status === 'failed'}
        blocked={list.state.status === 'failed' ? list.state.blocked : undefined}
        onRetry={() => void list.reload()}
      />
    );
  if (list.state.totalCount === 0) return <p className="app-empty">{t('history.empty.quotes')}</p>;
  return (
    <>
      <ul className="app-history-list">
        {list.state.items.map((quote) => {
          const rate = quote.rates[0];
          const incomplete = rate !== undefined && rate.savingsPercent < 0;
          return (
            <li key={quote.id} className="app-card app-history-item" data-testid="quote-row">
              <dl className="app-rows">
                <div>
                  <dt>{t('history.quote.id')}</dt>
                  <dd>{shortReference(quote.id)}</dd>
                </div>
                <div>
                  <dt>{t('history.quote.created')}</dt>
                  <dd>{formatShortDate(quote.createdOn)}</dd>
                </div>
                <div>
                  <dt>{t('history.quote.from')}</dt>
                  <dd>
                    {quote.requestOriginCountryCode} {quote.requestOriginZip ?? ''}
                  </dd>
                </div>
                <div>
                  <dt>{t('history.quote.to')}</dt>
                  <dd>
                    {quote.requestDestinationCountryCode} {quote.requestDestinationZip ?? ''}
                  </dd>
                </div>
                <div>
                  <dt>{t('history.quote.residential')}</dt>
                  <dd>{quote.requestIsResidential ? t('history.yes') : t('history.no')}</dd>
                </div>
                <div>
                  <dt>{t('history.quote.rate')}</dt>
                  <dd>
                    {rate
                      ? `${rate.carrierService.name}: ${rate.displayOptimalRate || formatMoney(rate.optimalRate.amount, rate.optimalRate.currency)}`
                      : t('history.quote.noRate')}
                    {incomplete && (
                      <span className="app-status app-status-error"> {t('history.quote.incomplete')}</span>
                    )}
                  </dd>
                </div>
              </dl>
              {rate && (
                <div className="app-actions">
                  <button type="button" className="app-button" onClick={() => void continueToShipping(quote)}>
                    {t('history.quote.continue')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Pager
        section={title}
        totalCount={list.state.totalCount}
        pageSize={QUOTES_PER_PAGE}
        page={list.page}
        onPage={list.setPage}
      />
    </>
  );
}

/**
 * Drafts (spec 02 §2): the unfinished ones, newest first, 10 a page: open, delete (after a confirmation),
 * duplicate (blocked for inactive and suspended accounts, spec 02 §4).
 */
export function DraftsSection({ title }: { title: string }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const list = useHistoryList((page) => api.drafts({ page, itemsPerPage: DRAFTS_PER_PAGE }), 'drafts');
  const remove = async (draft: ShipmentDraftResource) => {
    if (!(await feedback.confirm())) return;
    try {
      await api.deleteDraft(draft.id);
      feedback.toast('notice', t('history.draft.deleted'));
      await list.reload();
    } catch (error) {
      feedback.toast('error', errorText(error, t('history.actionFailed')));
    }
  };
  const duplicate = async (draft: ShipmentDraftResource) => {
    try {
      await api.duplicateDraft(draft.id);
      feedback.toast('notice', t('history.duplicated'));
      await list.reload();
    } catch (error) {
      feedback.popup({ kind: 'error', text: errorText(error, t('history.actionFailed')), onClose: () => {} });
    }
  };
  if (list.state.status !== 'loaded')
    return (
      <ListStatus
        failed={list.state.status === 'failed'}
        blocked={list.state.status === 'failed' ? list.state.blocked : undefined}
        onRetry={() => void list.reload()}
      />
    );
  if (list.state.totalCount === 0) return <p className="app-empty">{t('history.empty.drafts')}</p>;
  return (
    <>
      <ul className="app-history-list">
        {list.state.items.map((draft) => (
          <li key={draft.id} className="app-card app-history-item" data-testid="draft-row">
            <dl className="app-rows">
              <div>
                <dt>{t('history.draft.name')}</dt>
                <dd>{draft.name || t('history.draft.untitled')}</dd>
              </div>
              <div>
                <dt>{t('history.draft.updated')}</dt>
                <dd>{draft.updatedOn ? formatShortDate(draft.updatedOn) : '—'}</dd>
              </div>
            </dl>
            <div className="app-actions">
              <button
                type="button"
                className="app-button"
                onClick={() => navigate(`/draft/${encodeURIComponent(draft.id)}`)}
              >
                {t('history.draft.open')}
              </button>
              <button
                type="button"
                className="app-button app-button-secondary"
                onClick={() => void duplicate(draft)}
              >
                {t('history.draft.duplicate')}
              </button>
              <button
                type="button"
                className="app-button app-button-secondary"
                onClick={() => void remove(draft)}
              >
                {t('history.draft.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        section={title}
        totalCount={list.state.totalCount}
        pageSize={DRAFTS_PER_PAGE}
        page={list.page}
        onPage={list.setPage}
      />
    </>
  );
}
