import { addressBookToolsStyles } from './addressBookToolsStyles';

const listHeadStyles = `
.sd-dialog-box:has(.sd-book-box){max-width:980px}
.sd-book-head{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
`;
const listStyles = `
.sd-book-letters{display:flex;flex-wrap:wrap;gap:2px}
.sd-book-letters button{appearance:none;border:1px solid transparent;background:none;border-radius:4px;min-width:26px;padding:2px 5px;cursor:pointer;color:var(--sd-primary);font-weight:600}
.sd-book-letters button[aria-pressed=true]{background:var(--sd-primary);color:var(--sd-on-primary)}
.sd-book-search{max-width:320px}
.sd-book-table{width:100%;border-collapse:collapse;font-size:.95em}
.sd-book-table th{text-align:start;color:var(--sd-muted);font-weight:600;border-bottom:1px solid var(--sd-border);padding:6px}
.sd-book-table td{border-bottom:1px solid var(--sd-border);padding:6px;vertical-align:top}
.sd-book-table tbody tr:hover{background:var(--sd-subtle)}
.sd-book-row-button{appearance:none;border:0;background:none;padding:0;text-align:start;cursor:pointer;color:var(--sd-primary);font-weight:600}
.sd-book-pages{display:flex;flex-wrap:wrap;gap:4px;justify-content:center;align-items:center}
.sd-book-pages button{min-width:32px;min-height:32px;padding:2px 8px}
.sd-book-pages button[aria-current=page]{background:var(--sd-primary);color:var(--sd-on-primary)}
.sd-book-empty{padding:24px;text-align:center;color:var(--sd-muted)}
.sd-book-form{display:grid;gap:12px}
.sd-book-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}
.sd-book-progress{height:8px;border-radius:4px;background:var(--sd-subtle);overflow:hidden}
.sd-book-progress>div{height:100%;background:var(--sd-primary)}
.sd-book-notice{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.sd-warning{color:var(--sd-warning);font-size:.88em;margin:2px 0 0}
.sd-notice-success{border-color:var(--sd-success);color:var(--sd-success)}
.sd-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
/** The Address book and My Items List modals: the list, its letter bar and page bar, and the forms. */
export const addressBookStyles = `${listHeadStyles}${addressBookToolsStyles}${listStyles}`;
