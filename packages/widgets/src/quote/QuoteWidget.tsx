import { MountedWidget } from '../embed/MountedWidget';
import { mountQuote } from './mountQuote';
import type { QuoteOptions } from './options';

export interface QuoteWidgetProps extends QuoteOptions {
  className?: string;
}

/**
 * The quote widget for React hosts: a thin layer over mountQuote (docs/conventions.md#mount-handles). Props are
 * the options; `onRates`, `onContinue` and `onError` mirror the DOM events of QuoteEventMap.
 * It renders in a shadow root of its own unless `shadow={false}` (then styles are scoped under `.sd-quote`).
 */
export function QuoteWidget({ className, ...options }: QuoteWidgetProps) {
  return <MountedWidget mount={mountQuote} options={options} className={className} />;
}
