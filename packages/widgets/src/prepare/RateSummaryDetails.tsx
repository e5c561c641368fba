import type { RateCard } from '@shipdeck/core/quote/rateCards';
import { FeeList } from '../ui/FeeList';
import { usePrepare } from './prepareContext';
import { addPrepareTexts } from './prepareMessages';
import { rateSummaryMessages } from './rateSummaryMessages';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';

// With their texts (issue 11: shown on a click, not part of step 1's first load).
addPrepareTexts(rateSummaryMessages);

/** The rate summary's See Details (the surcharges) or Quote Disclaimer, as the user opened one (spec 01 §2). */
export function RateSummaryDetails({
  open,
  card,
  domestic,
}: {
  open: 'details' | 'disclaimer';
  card: RateCard | undefined;
  domestic: boolean;
}) {
  const { t } = usePrepare();
  if (open === 'disclaimer')
    return (
      <p className="sd-details sd-muted">
        {t(domestic ? 'prepare.disclaimerDomestic' : 'prepare.disclaimerInternational')}
      </p>
    );
  if (!card) return null;
  return (
    <div className="sd-details">
      <p className="sd-h">{t('prepare.fees')}</p>
      <FeeList fees={card.fees} none={t('prepare.noFees')} />
    </div>
  );
}
