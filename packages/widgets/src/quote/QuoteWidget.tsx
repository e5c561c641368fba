import { useEffect, useLayoutEffect, useRef } from 'react';
import { mountQuote } from './mountQuote';
import type { QuoteHandle, QuoteOptions } from './options';

export interface QuoteWidgetProps extends QuoteOptions {
  className?: string;
}

/**
 * The quote widget for React hosts: a thin layer over mountQuote (docs/conventions.md#mount-handles). Props are
 * the options; `onRates`, `onContinue` and `onError` mirror the DOM events of QuoteEventMap.
 * It renders in a shadow root of its own unless `shadow={false}` (then styles are scoped under `.sd-quote`).
 */
export function QuoteWidget({ className, ...options }: QuoteWidgetProps) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<QuoteHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    if (!element.current) return;
    const mounted = mountQuote(element.current, latest.current);
    handle.current = mounted;
    return () => {
      handle.current = null;
      // Unmounting a root while React is committing this one is not allowed: do it right after.
      queueMicrotask(() => mounted.unmount());
    };
  }, []);

  // Every prop, callbacks included, reaches the widget; unset props are passed as undefined so a
  // removed callback is really removed.
  useEffect(() => {
    handle.current?.update({
      apiBase: undefined,
      publishableKey: undefined,
      sessionToken: undefined,
      token: undefined,
      guest: undefined,
      currency: undefined,
      measurementSystem: undefined,
      locale: undefined,
      messages: undefined,
      client: undefined,
      store: undefined,
      onRates: undefined,
      onContinue: undefined,
      onError: undefined,
      ...options,
    });
  });

  return <div ref={element} className={className} />;
}
