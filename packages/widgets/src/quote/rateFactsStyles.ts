/** A rate's facts, savings and surcharges (the prepare widget's rate summary shows them from step 1). */
export const rateFactsStyles = `
.sd-facts{display:grid;gap:6px 16px;grid-template-columns:repeat(auto-fit,minmax(150px,1fr))}
.sd-fact dt{color:var(--sd-muted);font-size:.85em}
.sd-fact dd{font-weight:650}
.sd-total dd{font-size:1.2em}
.sd-savings{color:var(--sd-success);font-weight:600}
.sd-details{border-top:1px solid var(--sd-border);padding-top:10px;display:grid;gap:6px}
.sd-fee{display:flex;justify-content:space-between;gap:12px}
`;
