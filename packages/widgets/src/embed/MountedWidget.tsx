import { useEffect, useLayoutEffect, useRef } from 'react';
import type { WidgetHandle } from './shipdeckGlobal';

/**
 * A widget's mount function as a React component: the one layer every widget's React component is
 * (QuoteWidget, PrepareShipmentWidget; docs/conventions.md#mount-handles). It mounts once into its
 * own element (StrictMode's mount, unmount, mount included), hands every later render's options to
 * `update`, and passes an option the host stopped giving as undefined, so a removed callback or
 * token is really removed.
 */
export function MountedWidget<O extends object>({
  mount,
  options,
  className,
}: {
  mount(element: HTMLElement, options: O): WidgetHandle<O>;
  options: O;
  className?: string | undefined;
}) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle<O> | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const given = useRef(new Set<string>(Object.keys(options)));

  useLayoutEffect(() => {
    if (!element.current) return;
    const mounted = mount(element.current, latest.current);
    handle.current = mounted;
    return () => {
      handle.current = null;
      // Unmounting a root while React is committing this one is not allowed: do it right after.
      queueMicrotask(() => mounted.unmount());
    };
  }, [mount]);

  useEffect(() => {
    const cleared: Record<string, undefined> = {};
    for (const key of given.current) if (!(key in options)) cleared[key] = undefined;
    for (const key of Object.keys(options)) given.current.add(key);
    handle.current?.update({ ...cleared, ...options } as O);
  });

  return <div ref={element} className={className} />;
}
