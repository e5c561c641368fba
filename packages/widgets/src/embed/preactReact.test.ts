import type { ComponentType, VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRoot,
  createElement as h,
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
} from './preactReact';

// The quote embed's React on Preact alone (issue 8): what the widget relies on behaves as React's.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let container: HTMLElement;
afterEach(() => container?.remove());
function mount(vnode: unknown) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(vnode as never);
  return root;
}

// A store of one number, and a view of it.
let state = 1;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;
function View() {
  const value = useSyncExternalStore(subscribe, getSnapshot);
  const [label] = useState('count');
  return h('span', null, `${label} ${value}`);
}

describe('the quote embed’s React API on Preact', () => {
  it('fires a text field’s onChange on each input, as React does; a checkbox’s on change', async () => {
    const seen: string[] = [];
    mount(
      h('div', null, [
        h('input', {
          key: 't',
          type: 'text',
          onChange: (e: Event) => seen.push(`text:${(e.target as HTMLInputElement).value}`),
        }),
        h('input', { key: 'c', type: 'checkbox', onChange: () => seen.push('checkbox') }),
      ]),
    );
    const [text, box] = container.querySelectorAll('input');
    (text as HTMLInputElement).value = '1';
    text?.dispatchEvent(new Event('input', { bubbles: true }));
    box?.dispatchEvent(new Event('change', { bubbles: true }));
    box?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual(['text:1', 'checkbox']);
  });

  it('renders a lazy component once its module is in, nothing before (Suspense with no fallback)', async () => {
    type Module = { default: ComponentType<{ who: string }> };
    let resolve: (m: Module) => void = () => {};
    const Later = lazy(
      () =>
        new Promise<Module>((r) => {
          resolve = r;
        }),
    );
    mount(h(Suspense, { fallback: null }, h(Later as never, { who: 'rates' })));
    expect(container.textContent).toBe('');
    resolve({ default: ({ who }) => h('p', null, `the ${who}`) as VNode });
    await tick();
    await tick();
    expect(container.textContent).toBe('the rates');
  });

  it('re-renders on a store change it selects, through useSyncExternalStore', async () => {
    const root = mount(h(View, null));
    expect(container.textContent).toBe('count 1');
    state = 2;
    for (const listener of listeners) listener();
    await tick();
    expect(container.textContent).toBe('count 2');
    root.unmount();
    expect(container.textContent).toBe('');
    expect(listeners.size).toBe(0);
  });
});
