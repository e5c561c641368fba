import { act, cleanup, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { LaterStyles, prepareLaterStyles } from './laterStyles';
import { PrepareContext, type PrepareContextValue } from './prepareContext';
import { prepareStyles } from './stepViews';

afterEach(cleanup);

// LaterStyles reads nothing of the context but how the widget's styles are given.
const context = (inlineStyles: boolean) => ({ inlineStyles }) as PrepareContextValue;

describe('the later parts’ styles (issue 11)', () => {
  it('are not in the stylesheet adopted at mount, which keeps step 1’s and the rate summary’s', () => {
    for (const later of [
      '.sd-dialog{',
      '.sd-rates{',
      '.sd-rate[aria-current=true]',
      '.sd-book-letters',
      '.sd-method{',
    ])
      expect({
        later,
        atMount: prepareStyles.includes(later),
        withLaterParts: prepareLaterStyles.includes(later),
      }).toEqual({
        later,
        atMount: false,
        withLaterParts: true,
      });
    for (const first of [
      '.sd-prepare-layout{',
      '.sd-book-tools{',
      '.sd-facts{',
      '.sd-progress{',
      '.sd-suggest-list{',
    ])
      expect(prepareStyles).toContain(first);
  });

  it('come as a <style> beside the part when the widget’s styles are inline', () => {
    const { container } = render(
      <PrepareContext.Provider value={context(true)}>
        <LaterStyles />
      </PrepareContext.Provider>,
    );
    expect(container.querySelector('style')?.textContent).toBe(prepareLaterStyles);
  });

  it('are adopted by the widget’s shadow root, once, when its styles were adopted', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    const view = (
      <PrepareContext.Provider value={context(false)}>
        <LaterStyles />
        <LaterStyles />
      </PrepareContext.Provider>
    );
    act(() => root.render(view));
    act(() => root.render(view));
    expect(shadow.querySelector('style')).toBeNull();
    // Where the browser (here happy-dom) has constructable stylesheets, one sheet holds them.
    if ('adoptedStyleSheets' in shadow) {
      const sheets = [...shadow.adoptedStyleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('.sd-rates')),
      );
      expect(sheets).toHaveLength(1);
    }
    act(() => root.unmount());
    host.remove();
  });
});
