import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBundle } from './installBundle';
import { bundleUrlBesideLoader, installLoader, LOAD_FAILED_TEXT } from './installLoader';
import type { WindowWithShipdeck } from './shipdeckGlobal';

const BUNDLE = {
  quote: 'https://api.example.com/embed/quote.js?v=1.0.0',
  prepare: 'https://api.example.com/embed/prepare.js?v=1.0.0',
  pickup: 'https://api.example.com/embed/pickup.js?v=1.0.0',
  addressBook: 'https://api.example.com/embed/address-book.js?v=1.0.0',
  tracking: 'https://api.example.com/embed/tracking.js?v=1.0.0',
};

// A document outside any browsing context never fetches its scripts: the tests decide when a
// bundle "arrives" by firing the tag's events.
let doc: Document;
let fakeWindow: WindowWithShipdeck;
const win = () => fakeWindow;
const bundleScripts = () =>
  Array.from(doc.scripts).filter((s) => s.src.startsWith('https://api.example.com/embed/quote.js'));

/** Plays the part of the network: runs the bundle and fires the tag's load event. */
function arriveBundle(
  script: HTMLScriptElement,
  mount = vi.fn(() => ({ update: vi.fn(), unmount: vi.fn() })),
) {
  installBundle(win(), '1.0.0', 'quote', mount);
  script.dispatchEvent(new Event('load'));
  return mount;
}

beforeEach(() => {
  doc = window.document.implementation.createHTMLDocument('shop');
  fakeWindow = { document: doc } as WindowWithShipdeck;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('installLoader', () => {
  it('does nothing on start but define window.Shipdeck when the page asks for no widget', () => {
    installLoader(win(), BUNDLE, '1.0.0');
    expect(typeof win().Shipdeck?.mount).toBe('function');
    expect(bundleScripts()).toHaveLength(0);
  });

  it('loads the bundle once for several mount calls and mounts each element', async () => {
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    const a = doc.createElement('div');
    const b = doc.createElement('div');
    const first = shipdeck.mount(a, { apiBase: 'https://api.example.com' });
    const second = shipdeck.mount(b);
    expect(bundleScripts()).toHaveLength(1);
    const mount = arriveBundle(bundleScripts()[0]!);
    await Promise.all([first, second]);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledWith(a, { apiBase: 'https://api.example.com' });
  });

  it('reuses a bundle script tag already on the page instead of adding another', async () => {
    const existing = doc.createElement('script');
    existing.src = 'https://api.example.com/embed/quote.js';
    doc.head.append(existing);
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    const mounted = shipdeck.mount(doc.createElement('div'));
    expect(bundleScripts()).toEqual([existing]);
    arriveBundle(existing);
    await expect(mounted).resolves.toHaveProperty('unmount');
  });

  it('resets the memoised promise after a failed load so a retry adds a fresh script', async () => {
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    const failed = shipdeck.load!();
    const firstTag = bundleScripts()[0]!;
    firstTag.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not load https://api.example.com/embed/quote.js');
    expect(bundleScripts()).toHaveLength(0);

    const retry = shipdeck.load!();
    expect(retry).not.toBe(failed);
    const secondTag = bundleScripts()[0]!;
    expect(secondTag).not.toBe(firstTag);
    arriveBundle(secondTag);
    await expect(retry).resolves.toBe(shipdeck);
  });

  it('shows each waiting <shipdeck-quote> that the widget could not load, with shipdeck:error code network', async () => {
    const element = doc.createElement('shipdeck-quote');
    element.textContent = 'Loading the shipping calculator…';
    doc.body.append(element);
    const heard: unknown[] = [];
    doc.addEventListener('shipdeck:error', (event) => heard.push((event as CustomEvent).detail));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installLoader(win(), BUNDLE, '1.0.0');
    bundleScripts()[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toEqual({ code: 'network', title: null, message: LOAD_FAILED_TEXT });
    expect(element.textContent).toBe(LOAD_FAILED_TEXT);
    expect(element.getAttribute('data-shipdeck-state')).toBe('error');
  });

  it('rejects when the script loads but the bundle never started', async () => {
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    const loading = shipdeck.load!();
    bundleScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('the quote bundle did not start');
  });

  it('starts loading when a <shipdeck-quote> element is on the page', () => {
    doc.body.innerHTML = '<shipdeck-quote api-base="https://api.example.com"></shipdeck-quote>';
    installLoader(win(), BUNDLE, '1.0.0');
    expect(bundleScripts()).toHaveLength(1);
  });

  it('starts loading when a <shipdeck-quote> element is added later, and only once', async () => {
    installLoader(win(), BUNDLE, '1.0.0');
    expect(bundleScripts()).toHaveLength(0);
    doc.body.append(doc.createElement('shipdeck-quote'));
    await new Promise((r) => setTimeout(r, 0));
    doc.body.append(doc.createElement('shipdeck-quote'));
    await new Promise((r) => setTimeout(r, 0));
    expect(bundleScripts()).toHaveLength(1);
  });

  it('takes over the README snippet queue: the bundle mounts the queued calls', async () => {
    const element = doc.createElement('div');
    // The snippet of the README, as a partner pastes it.
    const stub = {
      q: [] as unknown[],
      mount(...args: unknown[]) {
        this.q.push(args);
      },
    };
    win().Shipdeck = stub as never;
    stub.mount(element, { currency: 'EUR' });
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    expect(shipdeck).toBe(stub);
    expect(bundleScripts()).toHaveLength(1);
    const mount = arriveBundle(bundleScripts()[0]!);
    expect(mount).toHaveBeenCalledWith(element, { currency: 'EUR' });
    expect(shipdeck.q).toEqual([]);
  });

  it("gives the README snippet's mount() a promise of the handle, settled when the bundle has run", async () => {
    const element = doc.createElement('div');
    // The snippet of the README, exactly: mount() returns a promise before anything has loaded.
    const stub = {
      q: [] as unknown[],
      mount(el: unknown, opts: unknown) {
        const q = this.q;
        return new Promise((resolve, reject) => {
          q.push([el, opts, resolve, reject]);
        });
      },
    };
    win().Shipdeck = stub as never;
    const handlePromise = stub.mount(element, { currency: 'EUR' });
    installLoader(win(), BUNDLE, '1.0.0');
    const handle = { update: vi.fn(), unmount: vi.fn() };
    arriveBundle(
      bundleScripts()[0]!,
      vi.fn(() => handle),
    );
    await expect(handlePromise).resolves.toBe(handle);
  });

  it('leaves a bundle that ran before the loader alone', async () => {
    const mount = vi.fn(() => ({ update: vi.fn(), unmount: vi.fn() }));
    const bundle = installBundle(win(), '1.0.0', 'quote', mount);
    const realMount = bundle.mount;
    installLoader(win(), BUNDLE, '1.0.0');
    expect(win().Shipdeck?.mount).toBe(realMount);
    await win().Shipdeck!.mount!(doc.createElement('div'));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(bundleScripts()).toHaveLength(0);
  });

  it('warns when the bundle is of another version than the loader', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shipdeck = installLoader(win(), BUNDLE, '0.9.0');
    const loading = shipdeck.load!();
    arriveBundle(bundleScripts()[0]!);
    await loading;
    expect(warn).toHaveBeenCalledWith('Shipdeck: loader 0.9.0 is running bundle 1.0.0');
  });
});

describe('the embed registry (issue 17)', () => {
  it('mounts by kind: Shipdeck.mount("quote", element, options) loads the quote bundle and mounts', async () => {
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    const element = doc.createElement('div');
    const mounted = shipdeck.mount('quote', element, { currency: 'EUR' });
    const mount = arriveBundle(bundleScripts()[0]!);
    await expect(mounted).resolves.toHaveProperty('unmount');
    expect(mount).toHaveBeenCalledWith(element, { currency: 'EUR' });
    // After the bundle has run, the bundle's dispatcher mounts both forms of the call.
    await shipdeck.mount('quote', doc.createElement('div'));
    await shipdeck.mount(doc.createElement('div'));
    expect(mount).toHaveBeenCalledTimes(3);
    expect(shipdeck.widgets?.quote).toBe(mount);
  });

  it('loads only the bundle of the widget a page shows: <shipdeck-prepare> fetches prepare.js, not quote.js', () => {
    doc.body.innerHTML = '<shipdeck-prepare draft-id="d-1"></shipdeck-prepare>';
    installLoader(win(), BUNDLE, '1.0.0');
    const sources = Array.from(doc.scripts, (s) => s.src);
    expect(sources).toEqual(['https://api.example.com/embed/prepare.js?v=1.0.0']);
  });

  it('adds the prepare, quote and pickup bundles as module scripts (their later parts are chunks they import), the tracking one as a classic script', () => {
    doc.body.innerHTML =
      '<shipdeck-prepare></shipdeck-prepare><shipdeck-quote></shipdeck-quote><shipdeck-pickup></shipdeck-pickup><shipdeck-tracking></shipdeck-tracking>';
    installLoader(win(), BUNDLE, '1.0.0');
    const types = Object.fromEntries(
      Array.from(doc.scripts, (s) => [s.src.replace(/.*\/embed\//, ''), s.type]),
    );
    expect(types).toEqual({
      'prepare.js?v=1.0.0': 'module',
      'quote.js?v=1.0.0': 'module',
      'pickup.js?v=1.0.0': 'module',
      'tracking.js?v=1.0.0': '',
    });
  });

  it('loads the pickup scheduler on its own: <shipdeck-pickup> fetches pickup.js only', () => {
    doc.body.innerHTML = '<shipdeck-pickup></shipdeck-pickup>';
    installLoader(win(), BUNDLE, '1.0.0');
    const sources = Array.from(doc.scripts, (s) => s.src);
    expect(sources).toEqual(['https://api.example.com/embed/pickup.js?v=1.0.0']);
  });

  it('loads the address book bundle alone for <shipdeck-address-book>', () => {
    doc.body.innerHTML = '<shipdeck-address-book list="items"></shipdeck-address-book>';
    installLoader(win(), BUNDLE, '1.0.0');
    const sources = Array.from(doc.scripts, (s) => s.src);
    expect(sources).toEqual(['https://api.example.com/embed/address-book.js?v=1.0.0']);
  });

  it("loads a second kind through the quote bundle's dispatcher", async () => {
    const shipdeck = installLoader(win(), BUNDLE, '1.0.0');
    arriveBundle(doc.createElement('script'));
    const element = doc.createElement('div');
    const mounted = shipdeck.mount('prepare', element, { draftId: 'd-1' });
    const tag = Array.from(doc.scripts).find((s) => s.src.includes('/prepare.js'))!;
    const prepareMount = vi.fn(() => ({ update: vi.fn(), unmount: vi.fn() }));
    installBundle(win(), '1.0.0', 'prepare', prepareMount);
    tag.dispatchEvent(new Event('load'));
    await expect(mounted).resolves.toHaveProperty('unmount');
    expect(prepareMount).toHaveBeenCalledWith(element, { draftId: 'd-1' });
  });

  it('drains queued calls of the kind form too', async () => {
    const element = doc.createElement('div');
    const stub = { q: [['quote', element, { token: 't' }]] as unknown[][] };
    win().Shipdeck = stub as never;
    installLoader(win(), BUNDLE, '1.0.0');
    const mount = arriveBundle(bundleScripts()[0]!);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith(element, { token: 't' }));
  });

  it('refuses a kind no bundle registered when no loader is on the page', async () => {
    const shipdeck = installBundle(win(), '1.0.0', 'quote', vi.fn());
    await expect(
      (shipdeck.mount as (kind: string, element: HTMLElement) => Promise<unknown>)(
        'tracking',
        doc.createElement('div'),
      ),
    ).rejects.toThrow('the tracking widget is not loaded');
  });
});

describe('bundleUrlBesideLoader', () => {
  it('puts the bundle beside the loader script on the page', () => {
    const tag = doc.createElement('script');
    tag.src = 'https://api.example.com/embed/loader.js';
    doc.head.append(tag);
    expect(bundleUrlBesideLoader(doc, 'quote.js')).toBe('https://api.example.com/embed/quote.js');
  });
});
