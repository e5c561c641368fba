/**
 * preactReact.ts with Suspense's fallback (the prepare embed's `react` alias, scripts/embedOptions.mjs):
 * the prepare widget shows a progress bar while a step's code loads, so a lazy component renders the
 * nearest Suspense's fallback until its module is in, as React does for a Suspense around one lazy
 * part. Everything else is preactReact.ts's (the quote embed keeps that one, without the context).
 */
import { type ComponentChildren, type ComponentType, createContext, createElement, type VNode } from 'preact';
import { useContext, useReducer } from 'preact/hooks';

export * from './preactReact';

const Fallback = createContext<ComponentChildren>(null);

/** React's lazy: the nearest Suspense's fallback until the module is in, then the component. */
export function lazy<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  return (props: P) => {
    const fallback = useContext(Fallback);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    if (loaded) return createElement(loaded as ComponentType<object>, props as object);
    loading ??= load().then((module) => {
      loaded = module.default;
    });
    loading.then(() => rerender(undefined as never));
    return fallback as VNode;
  };
}

/** Passes its children through and gives the lazy parts inside it their fallback. */
export const Suspense = ({
  children,
  fallback,
}: {
  children?: ComponentChildren;
  fallback?: ComponentChildren;
}) => createElement(Fallback.Provider, { value: fallback ?? null }, children);
