/** Step 1's own rules (the shell adds them to the widget's stylesheet). */
export const createShipmentStyles = `
.sd-yesno{border:0;padding:0;margin:0}
.sd-choices{display:flex;gap:16px;flex-wrap:wrap}
.sd-suggest-list{list-style:none;margin:4px 0 0;padding:0;display:grid;gap:2px}
.sd-warning{color:var(--sd-warning);font-size:.88em;margin:2px 0 0}
`;
