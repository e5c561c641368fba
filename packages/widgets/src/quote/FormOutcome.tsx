import type { Violation } from '@shipdeck/core/contract';
import type { QuoteFreightState } from '@shipdeck/core/quote/store';
import { type RefObject, useLayoutEffect } from 'react';
import { adoptStyles } from '../embed/widgetHost';
import { Notice } from '../ui/Notice';
import { ProgressBar } from '../ui/ProgressBar';
import { FreightPanel } from './FreightPanel';
import { formOutcomeStyles } from './formOutcomeStyles';
import { useLaterT } from './laterMessages';

/**
 * What the quote form shows once its rules have spoken (spec 02 §5) or a quote was asked for: the
 * warnings, the freight panel, the invalid-submit notice and the progress bar. Each comes from the
 * rules, which the quote embed loads on demand, so this part travels with them (issue 8).
 */
export function FormOutcome({
  idPrefix,
  root,
  warnings,
  freight,
  notice,
  isUpdating,
  inlineStyles,
}: {
  idPrefix: string;
  /** The widget's root element: its shadow root adopts this part's styles. */
  root: RefObject<HTMLElement | null>;
  warnings: readonly Violation[];
  freight: QuoteFreightState;
  notice: string | null;
  isUpdating: boolean;
  inlineStyles: boolean;
}) {
  const t = useLaterT();
  useLayoutEffect(() => {
    if (!inlineStyles && root.current) adoptStyles(root.current.getRootNode(), formOutcomeStyles);
  });
  return (
    <>
      {inlineStyles && <style>{formOutcomeStyles}</style>}
      {warnings.map((warning) => (
        <Notice key={`${warning.propertyPath}|${warning.message}`} kind="warning">
          {warning.message}
        </Notice>
      ))}
      {freight.isCandidate && <FreightPanel idPrefix={idPrefix} messages={freight.messages} />}
      {notice && <Notice kind="error">{notice}</Notice>}
      {isUpdating && <ProgressBar label={t('widget.updatingRates')} />}
    </>
  );
}

/** spec 02 §5: after a failed Get A Quote the screen scrolls to the first error. */
export function revealFirstError(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], .sd-error');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  if (first.matches('[aria-invalid="true"]')) first.focus({ preventScroll: true });
}
