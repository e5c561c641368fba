import { useEffect, useRef } from 'react';
import { mountTracking } from './mountTracking';
import type { TrackingHandle, TrackingOptions } from './options';

export type TrackingWidgetProps = TrackingOptions & { className?: string };

/**
 * The tracking widget for React hosts (issue 14): a thin layer over mountTracking, so the component,
 * `Shipdeck.mount('tracking', …)` and `<shipdeck-tracking>` behave the same.
 */
export function TrackingWidget({ className, ...options }: TrackingWidgetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<TrackingHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!ref.current) return;
    handle.current = mountTracking(ref.current, latest.current);
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, []);
  useEffect(() => {
    handle.current?.update(options);
  });
  return <div ref={ref} className={className} />;
}
