// A partner's React app, as `npm create vite` would start it: the quote widget from the installed
// @shipdeck/widgets tarball, react and react-dom from the app (packed-package.spec.ts builds it).
import { QuoteWidget } from '@shipdeck/widgets';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [heard, setHeard] = useState('No rates yet.');
  return (
    <main>
      <h1>Ship with us</h1>
      <QuoteWidget
        apiBase={import.meta.env.VITE_SHIPDECK_API_BASE}
        onRates={({ rates }) => setHeard(`The app heard ${rates.length} rates.`)}
      />
      <p id="heard">{heard}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
