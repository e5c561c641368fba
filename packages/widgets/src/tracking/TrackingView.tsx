import { errorCodeOf } from '@shipdeck/core/api';
import type { TrackingEvent, TrackingPlace, TrackingResource } from '@shipdeck/core/contract';
import type { TrackingStore } from '@shipdeck/core/tracking';
import { useStore } from '../useStore';
import type { TrackingTranslate } from './trackingMessages';
import { trackingStyles } from './trackingStyles';

export interface TrackingViewProps {
  store: TrackingStore;
  t: TrackingTranslate;
  instance: number;
  inlineStyles: boolean;
  locale?: string | undefined;
}

const placeOf = (place: TrackingPlace | TrackingEvent) =>
  [place.city, place.division, place.countryCode].filter(Boolean).join(', ');

function formatDate(iso: string, locale: string | undefined, withTime: boolean): string {
  // A ship date (yyyy-MM-dd) is a calendar day: read at noon UTC so no time zone moves it.
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return date.toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : { timeZone: 'UTC' }),
  });
}

const TONES = { success: 'sd-t-success', error: 'sd-t-error-tone', info: 'sd-t-info', neutral: '' } as const;

function Result({
  result,
  t,
  locale,
}: {
  result: TrackingResource;
  t: TrackingTranslate;
  locale?: string | undefined;
}) {
  if (result.view === 'carrier') {
    if (!result.carrier || !result.carrierName || !result.trackingUrl) {
      return (
        <p className="sd-t-error" role="alert">
          {t(result.checkDigitValid === false ? 'tracking.checkDigit' : 'tracking.unrecognized')}
        </p>
      );
    }
    return (
      <div className="sd-t-head">
        <span className="sd-t-carrier">{t('tracking.carrierOnly', { carrier: result.carrierName })}</span>
        <a href={result.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('tracking.carrierLink', { carrier: result.carrierName })}
        </a>
      </div>
    );
  }
  const status = result.status;
  return (
    <div>
      <div className="sd-t-head">
        <span className="sd-t-carrier">{result.carrierName}</span>
        <span>{result.trackingNumber}</span>
        {status && (
          <span className={`sd-t-status ${TONES[status.tone]}`} data-state={status.state}>
            {status.label}
          </span>
        )}
      </div>
      {result.origin && result.destination && (
        <p className="sd-t-meta">
          {t('tracking.route', { from: placeOf(result.origin), to: placeOf(result.destination) })}
        </p>
      )}
      <p className="sd-t-meta">
        {result.deliveredOn
          ? t('tracking.delivered', { date: formatDate(result.deliveredOn, locale, true) })
          : result.shipDate
            ? t('tracking.shipped', { date: formatDate(result.shipDate, locale, false) })
            : null}
      </p>
      {result.events.length === 0 ? (
        <p className="sd-t-note">{t('tracking.noEvents')}</p>
      ) : (
        <ol aria-label={t('tracking.timeline')}>
          {result.events.map((event) => (
            <li key={event.seq} data-code={event.code}>
              <span className="sd-t-what">{event.label}</span>
              <span className="sd-t-where">{placeOf(event)}</span>
              <time className="sd-t-when" dateTime={event.occurredOn}>
                {formatDate(event.occurredOn, locale, true)}
              </time>
              {event.detail && <span className="sd-t-detail">{event.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The tracking widget: the number box, then whose number it is, its status and its timeline (issue 14). */
export function TrackingView({ store, t, instance, inlineStyles, locale }: TrackingViewProps) {
  const input = useStore(store, (s) => s.input);
  const lookup = useStore(store, (s) => s.lookup);
  const inputId = `sd-tracking-${instance}`;
  return (
    <div className="sd-tracking">
      {inlineStyles && <style>{trackingStyles}</style>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void store.getState().track();
        }}
      >
        <label
          htmlFor={inputId}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('tracking.label')}
        </label>
        <input
          id={inputId}
          value={input}
          placeholder={t('tracking.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          onChange={(event) => store.getState().setInput(event.currentTarget.value)}
        />
        <button type="submit">{t('tracking.submit')}</button>
      </form>
      <div aria-live="polite">
        {lookup.status === 'loading' && (
          <p className="sd-t-note">{t('tracking.loading', { number: lookup.number })}</p>
        )}
        {lookup.status === 'unrecognized' && (
          <p className="sd-t-error" role="alert">
            {t('tracking.unrecognized')}
          </p>
        )}
        {lookup.status === 'failed' && (
          <p className="sd-t-error" role="alert">
            {t(errorCodeOf(lookup.error) === 'rate_limited' ? 'tracking.rateLimited' : 'tracking.failed')}
          </p>
        )}
        {lookup.status === 'found' && <Result result={lookup.result} t={t} locale={locale} />}
      </div>
    </div>
  );
}
