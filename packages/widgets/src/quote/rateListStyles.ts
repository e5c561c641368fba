import { rateFactsStyles } from './rateFactsStyles';

/** Dialogs and the rate cards (the prepare widget's step 2 shows the cards too). */
export const rateCardStyles = `
.sd-dialog{position:fixed;inset:0;z-index:2147483000;background:rgb(15 20 30/.45);display:grid;place-items:center;padding:16px}
.sd-dialog-box{background:var(--sd-surface);color:var(--sd-text);border-radius:var(--sd-radius);max-width:720px;width:100%;max-height:90vh;overflow:auto;padding:20px;display:grid;gap:14px}
.sd-rates{display:grid;gap:12px}
.sd-rate{border:1px solid var(--sd-border);border-radius:var(--sd-radius);padding:14px;display:grid;gap:10px}
.sd-rate-head{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.sd-rate-name{font-weight:700;font-size:1.05em}
.sd-badges{display:flex;gap:6px;flex-wrap:wrap}
.sd-badge{font-size:.8em;font-weight:700;border-radius:999px;padding:2px 10px;background:var(--sd-primary);color:var(--sd-on-primary)}
.sd-badge-alt{background:var(--sd-success)}
`;
const printStyles = `
.sd-print{display:grid;gap:10px}.sd-print h2{font-size:1.15em}.sd-print h3{font-size:1.05em;margin-top:4px}
.sd-print dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
.sd-print dt{color:var(--sd-muted)}
`;
/**
 * The rate cards' and the Print Quote dialog's styles: the rate list renders them with itself, so the
 * form's first paint carries none of them (the rate list is its own chunk in the host app; issue 8).
 */
export const rateListStyles = `${rateCardStyles}${rateFactsStyles}${printStyles}`;
