import { formOutcomeStyles } from '../quote/formOutcomeStyles';
import { quoteFormStyles } from '../quote/quoteFormStyles';
import { rateFactsStyles } from '../quote/rateFactsStyles';

/**
 * The prepare widget's styles: the widgets' shared base (quoteFormStyles: the `sd-` vocabulary, theme
 * properties, the reset under `.sd-quote`; the progress bar and warnings; a rate's facts) and the
 * shell's layout — step panel, main column, sticky rate summary. Step 1 adds its own rules
 * (stepViews.ts); the later parts bring theirs (laterStyles.tsx).
 */
const shellStyles = `
.sd-prepare-layout{display:grid;gap:16px}
@container (min-width:900px){.sd-prepare-layout{grid-template-columns:220px minmax(0,1fr) 260px;align-items:start}}
.sd-prepare-steps ol{list-style:none;margin:0 0 12px;padding:0;display:grid;gap:4px}
.sd-step{appearance:none;display:flex;gap:8px;align-items:center;width:100%;text-align:start;background:none;border:0;border-radius:calc(var(--sd-radius) * .75);padding:8px;cursor:pointer;color:var(--sd-text);font-weight:600}
.sd-step:disabled{cursor:not-allowed;color:var(--sd-muted)}
.sd-step[aria-current=step]{background:var(--sd-subtle)}
.sd-step-number{display:inline-grid;place-items:center;width:24px;height:24px;border-radius:50%;border:1px solid var(--sd-border);font-size:.85em}
.sd-step[aria-current=step] .sd-step-number{background:var(--sd-primary);color:var(--sd-on-primary);border-color:var(--sd-primary)}
.sd-prepare-main{display:grid;gap:16px;min-width:0}
.sd-prepare-rate{position:sticky;top:12px}
.sd-prepare-bar{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;border-top:1px solid var(--sd-border);padding-top:12px}
.sd-prepare-notices{display:grid;gap:8px;margin-bottom:12px}
.sd-house-banner{position:sticky;top:0;z-index:3;background:var(--sd-warning);color:#fff;padding:6px 12px;border-radius:var(--sd-radius);font-weight:650;margin-bottom:8px}
.sd-muted{color:var(--sd-muted);font-size:.92em}
.sd-notice-success{color:var(--sd-success,#1d7a3a);border-color:currentColor;background:color-mix(in srgb,var(--sd-success,#1d7a3a) 8%,var(--sd-surface));margin-bottom:12px}
.sd-contacts{margin:0;padding-left:1.2em;display:grid;gap:4px}
`;

export const prepareShellStyles = `${quoteFormStyles}${formOutcomeStyles}${rateFactsStyles}${shellStyles}`;
