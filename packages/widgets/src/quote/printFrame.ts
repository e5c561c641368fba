/** Minimal print styles: black on white, the page's own margins. */
const PRINT_CSS = `body{font:12pt/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#000;margin:0}
h2{font-size:16pt;margin:0 0 8pt}h3{font-size:13pt;margin:12pt 0 4pt}dl{display:grid;grid-template-columns:max-content 1fr;gap:2pt 14pt;margin:0}
dt{color:#444}dd{margin:0}ul{margin:0;padding-left:16pt}p{margin:4pt 0}.sd-disclaimer{color:#444;font-size:9pt;margin-top:12pt}`;

/**
 * Prints a print-friendly view on its own: written into a hidden frame whose window.print() prints
 * only that frame. window.print() of the page would print the host page around the widget, which
 * neither a shopper nor a partner wants. The frame is removed once printing is over, and the focus
 * goes back to what had it (the Print Quote button), not left in the hidden frame (issue 16).
 */
export function printHtml(container: Element, title: string, bodyHtml: string): void {
  const doc = container.ownerDocument;
  // Inside a shadow root the document only knows the host: ask the widget's own root.
  const root = container.getRootNode() as Document | ShadowRoot;
  const previous = root.activeElement instanceof HTMLElement ? root.activeElement : null;
  const giveFocusBack = () => {
    if (previous?.isConnected) previous.focus({ preventScroll: true });
  };
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  container.append(frame);
  const win = frame.contentWindow;
  if (!win) {
    frame.remove();
    return;
  }
  win.document.open();
  win.document.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${PRINT_CSS}</style></head><body>${bodyHtml}</body></html>`,
  );
  win.document.close();
  // Set as text, never written as markup: a host's title override stays text.
  win.document.title = title;
  const remove = () =>
    setTimeout(() => {
      frame.remove();
      giveFocusBack();
    }, 0);
  win.addEventListener('afterprint', remove, { once: true });
  win.focus();
  win.print();
  // print() returns once the dialog closes (or at once where printing is not offered).
  giveFocusBack();
}
