/** Steps 2–4's own rules (with the dialogs', ../laterStyles.tsx). */
export const laterStepsStyles = `
.sd-rate[aria-current=true]{border-color:var(--sd-primary);box-shadow:0 0 0 1px var(--sd-primary)}
.sd-rate>.sd-badge{justify-self:start}
.sd-address{font-style:normal;line-height:1.5}
.sd-method{display:flex;justify-content:space-between;align-items:center;gap:12px}
.sd-fieldset{border:0;padding:0;margin:12px 0 0}
`;
