/** One stylesheet object per document and stylesheet text, shared by every widget's shadow root. */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Gives a shadow root a widget's styles as a constructable stylesheet; false where that cannot be
 * done (not a shadow root, or a browser without adoptedStyleSheets), and the view adds a <style>.
 */
export function adoptStyles(root: Node, css: string): boolean {
  if (!(root instanceof ShadowRoot) || !('adoptedStyleSheets' in root)) return false;
  const doc = root.ownerDocument;
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    try {
      const view = doc.defaultView as (Window & typeof globalThis) | null;
      sheet = new (view?.CSSStyleSheet ?? CSSStyleSheet)();
      sheet.replaceSync(css);
    } catch {
      return false;
    }
    byText.set(css, sheet);
  }
  // Once per root: a view that adopts its part when it renders (the quote's rate list) may render again.
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}

/** The API root for an origin: "https://shipdeck.example.com" -> "https://shipdeck.example.com/api". */
export function apiRootOf(apiBase: string | undefined, pageOrigin: string): string {
  const base = (apiBase ?? '').trim().replace(/\/+$/, '');
  if (base === '') return `${pageOrigin}/api`;
  return base.endsWith('/api') ? base : `${base}/api`;
}

/**
 * Where host events come from: the element the widget was mounted into or, when that element sits in
 * a shadow root (a custom element), the shadow root's host — so page listeners see the element they
 * put on the page as the event's target.
 */
export function eventSourceOf(element: HTMLElement): EventTarget {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : element;
}

export interface WidgetHost {
  /** The element the widget's React root renders into. */
  host: HTMLElement;
  /** Whether the shadow root adopted the styles (else the view renders a <style>). */
  adopted: boolean;
  /** Removes what was added to the page. */
  remove(): void;
}

/** Widgets mounted on this page so far: each gets its own element-id prefix. */
let mountedInstances = 0;
export const nextInstance = (): number => ++mountedInstances;

/**
 * Where every widget renders (issue 9, one way for all): its own child of `element` so a quick
 * unmount + mount (React StrictMode) never shares a React root; unless the host opts out, that child
 * sits in a shadow root of its own on a `<shipdeck-mount>` element, which no page rule reaches. In a
 * shadow root the styles are a constructable stylesheet (a strict content security policy without
 * 'unsafe-inline' still styles the widget).
 */
export function createWidgetHost(element: HTMLElement, css: string, shadow: boolean | undefined): WidgetHost {
  const doc = element.ownerDocument;
  const inShadow = element.getRootNode() instanceof ShadowRoot;
  const wrapper = !inShadow && shadow !== false ? doc.createElement('shipdeck-mount') : null;
  if (wrapper) element.append(wrapper);
  const host = doc.createElement('div');
  (wrapper ? wrapper.attachShadow({ mode: 'open' }) : element).append(host);
  const adopted = adoptStyles(host.getRootNode(), css);
  return {
    host,
    adopted,
    remove() {
      host.remove();
      wrapper?.remove();
    },
  };
}

/** What a widget's API connection depends on: a change of one starts the widget over. */
export interface ConnectionOptions {
  apiBase?: string | undefined;
  publishableKey?: string | undefined;
  token?: string | undefined;
  sessionToken?: string | undefined;
  client?: unknown;
  store?: unknown;
}

/**
 * Whether `update` must start the widget over (a new client and store) rather than re-render: another
 * API, key, client or store, or signing in or out. A renewed token is read at each call, so a new
 * token value alone changes nothing. The one rule every widget's `update` follows.
 */
export function connectionChanged(previous: ConnectionOptions, next: ConnectionOptions): boolean {
  return (
    next.apiBase !== previous.apiBase ||
    next.publishableKey !== previous.publishableKey ||
    Boolean(next.token) !== Boolean(previous.token) ||
    Boolean(next.sessionToken) !== Boolean(previous.sessionToken) ||
    next.client !== previous.client ||
    next.store !== previous.store
  );
}
