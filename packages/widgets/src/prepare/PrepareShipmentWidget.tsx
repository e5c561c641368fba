import { useEffect, useLayoutEffect, useRef } from 'react';
import { mountPrepare } from './mountPrepare';
import type { PrepareHandle, PrepareOptions } from './options';

export interface PrepareShipmentWidgetProps extends PrepareOptions {
  className?: string;
}

/**
 * The prepare-shipment widget for React hosts: a thin layer over mountPrepare. Props are the
 * options; onStep, onDraftSaved, onQuit, onSendToSupport and onError mirror the DOM events of
 * PrepareEventMap. It renders in a shadow root of its own unless `shadow={false}`.
 */
export function PrepareShipmentWidget({ className, ...options }: PrepareShipmentWidgetProps) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<PrepareHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    if (!element.current) return;
    const mounted = mountPrepare(element.current, latest.current);
    handle.current = mounted;
    return () => {
      handle.current = null;
      // Unmounting a root while React is committing this one is not allowed: do it right after.
      queueMicrotask(() => mounted.unmount());
    };
  }, []);

  // Every prop reaches the widget; unset props are passed as undefined so a removed one is removed.
  useEffect(() => {
    handle.current?.update({
      apiBase: undefined,
      token: undefined,
      sessionToken: undefined,
      publishableKey: undefined,
      draftId: undefined,
      initialDraft: undefined,
      isCsr: undefined,
      canPayLater: undefined,
      messages: undefined,
      locale: undefined,
      client: undefined,
      store: undefined,
      steps: undefined,
      onStep: undefined,
      onDraftSaved: undefined,
      onQuit: undefined,
      onSendToSupport: undefined,
      onError: undefined,
      ...options,
    });
  });

  return <div ref={element} className={className} />;
}
