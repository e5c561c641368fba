/**
 * The part of React's API the quote widget uses, on Preact alone (the quote embed's `react` alias,
 * scripts/embedOptions.mjs): preact/compat was 5.3 KB of the first load, for forwardRef, memo,
 * Children, portals and a Suspense the widget does not use (issue 8). What React does differently
 * from Preact and the widget relies on is here: `onChange` of a text field fires on each input, a
 * lazy component renders nothing until its module is in (the rate list's Suspense has no fallback),
 * useSyncExternalStore. The library build and the tests keep real React.
 */
import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  options,
  render,
  type VNode,
} from 'preact';
import { useLayoutEffect, useReducer, useRef } from 'preact/hooks';

export { createContext, createElement, Fragment, Fragment as StrictMode } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

// React's onChange on a text field is the input event (Preact's is the DOM's change, on blur).
const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown>;
  if (
    props.onChange &&
    (vnode.type === 'textarea' ||
      (vnode.type === 'input' && !/^(checkbox|radio|file)$/.test(String(props.type))))
  ) {
    props.onInput = props.onChange;
    delete props.onChange;
  }
  previousVnode?.(vnode);
};

/** React's lazy with Suspense's fallback={null}: nothing until the module is in, then the component. */
export function lazy<P>(load: () => Promise<{ default: ComponentType<P> }>): FunctionComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  return (props) => {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    if (loaded) return createElement(loaded as ComponentType<object>, props as object);
    loading ??= load().then((module) => {
      loaded = module.default;
    });
    loading.then(() => rerender(undefined as never));
    return null;
  };
}

/** The lazy parts render nothing while they load, so Suspense only passes its children through. */
export const Suspense = ({ children }: { children?: unknown; fallback?: unknown }) => children as VNode;

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const last = useRef(value);
  last.current = value;
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(last.current, getSnapshot())) rerender(undefined as never);
    };
    check();
    return subscribe(check);
  }, [subscribe, getSnapshot]);
  return value;
}

/** react-dom/client's createRoot over Preact's render. */
export function createRoot(container: Element) {
  return {
    render: (children: VNode) => render(children, container),
    unmount: () => render(null, container),
  };
}
