import type { ComponentType, VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, createElement as h, lazy, Suspense, useState } from './preactReactFallback';

// The prepare embed's React on Preact alone (issue 11): preactReact.ts, and a lazy step shows the
// nearest Suspense's fallback until its code is in.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let container: HTMLElement;
afterEach(() => container?.remove());
function mount(vnode: unknown) {
  container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(vnode as never);
}

type Module = { default: ComponentType<{ who: string }> };
function later() {
  let resolve: (m: Module) => void = () => {};
  const Later = lazy(
    () =>
      new Promise<Module>((r) => {
        resolve = r;
      }),
  );
  return { Later, done: () => resolve({ default: ({ who }) => h('p', null, `the ${who}`) as VNode }) };
}

const modal = later();
function Around() {
  const [label] = useState('shell');
  return h(
    'div',
    null,
    h('b', null, label),
    h(Suspense, { fallback: null }, h(modal.Later as never, { who: 'modal' })),
  );
}

describe('the prepare embed’s lazy and Suspense on Preact', () => {
  it('shows the fallback until the module is in, then the component', async () => {
    const { Later, done } = later();
    mount(
      h(Suspense, { fallback: h('span', null, 'Loading the shipment…') }, h(Later as never, { who: 'step' })),
    );
    expect(container.textContent).toBe('Loading the shipment…');
    done();
    await tick();
    await tick();
    expect(container.textContent).toBe('the step');
  });

  it('renders nothing while loading under a Suspense with no fallback, and keeps its siblings', async () => {
    mount(h(Around, null));
    expect(container.textContent).toBe('shell');
    modal.done();
    await tick();
    await tick();
    expect(container.textContent).toBe('shellthe modal');
  });

  it('keeps the rest of preactReact: a text field’s onChange fires on each input', () => {
    const seen: string[] = [];
    mount(
      h('input', { type: 'text', onChange: (e: Event) => seen.push((e.target as HTMLInputElement).value) }),
    );
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'a';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual(['a']);
  });
});
