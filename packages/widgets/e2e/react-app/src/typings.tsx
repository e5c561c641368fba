// Compiled by `tsc --noEmit` in the app (packed-package.spec.ts): the typings a host gets from the
// installed package alone, JSX for <shipdeck-quote> and the typed event map included. The README's
// example ("In a React app (npm)") is compiled beside it, as written there.
import { defineQuoteElement, QuoteWidget, type QuoteWidgetProps } from '@shipdeck/widgets';

const props: QuoteWidgetProps = { apiBase: 'https://shipdeck.example.com', measurementSystem: 'imperial' };
export const widget = <QuoteWidget {...props} />;

// @ts-expect-error measurementSystem is 'metric' or 'imperial'
export const wrongUnits = <QuoteWidget measurementSystem="stone" />;

export function CustomElement() {
  defineQuoteElement();
  return (
    <shipdeck-quote api-base="https://shipdeck.example.com" publishable-key="pk_live_…" currency="USD" />
  );
}

// @ts-expect-error `curency` is not an attribute of <shipdeck-quote>: the tag is typed, not `any`
export const misspelt = <shipdeck-quote curency="USD" />;

export function listen(): void {
  const quote = document.querySelector('shipdeck-quote');
  if (!quote) return;
  quote.options = { measurementSystem: 'metric' };
  quote.addEventListener('shipdeck:rates', (event) => {
    const count: number = event.detail.rates.length;
    console.log(count);
  });
  document.body.addEventListener('shipdeck:error', (event) => {
    const code: string = event.detail.code;
    console.log(code, event.detail.message);
  });
}
