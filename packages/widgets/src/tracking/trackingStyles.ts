/** The tracking widget's styles, scoped under .sd-tracking in its shadow root (themed by custom properties). */
export const trackingStyles = `
.sd-tracking{font-family:var(--shipdeck-font,system-ui,sans-serif);color:var(--shipdeck-text,#1f2933);font-size:14px;line-height:1.4}
.sd-tracking form{display:flex;gap:8px}
.sd-tracking input{flex:1;min-width:0;padding:8px 10px;border:1px solid var(--shipdeck-border,#c5ced8);border-radius:6px;font:inherit}
.sd-tracking button{padding:8px 16px;border:0;border-radius:6px;background:var(--shipdeck-primary,#0b5cad);color:#fff;font:inherit;cursor:pointer}
.sd-tracking .sd-t-note{margin:12px 0 0;color:var(--shipdeck-muted,#52606d)}
.sd-tracking .sd-t-error{margin:12px 0 0;color:var(--shipdeck-error,#b42318)}
.sd-tracking .sd-t-head{margin-top:12px;display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.sd-tracking .sd-t-carrier{font-weight:600}
.sd-tracking .sd-t-status{padding:2px 8px;border-radius:999px;font-size:12px;font-weight:600;background:#e4e7eb}
.sd-tracking .sd-t-success{background:#d3f9d8;color:#1b5e20}
.sd-tracking .sd-t-error-tone{background:#fde2e1;color:#8a1c12}
.sd-tracking .sd-t-info{background:#dbeafe;color:#0b4a8b}
.sd-tracking .sd-t-meta{margin:4px 0 0;color:var(--shipdeck-muted,#52606d)}
.sd-tracking ol{list-style:none;margin:12px 0 0;padding:0;border-left:2px solid var(--shipdeck-border,#c5ced8)}
.sd-tracking li{position:relative;padding:0 0 10px 14px}
.sd-tracking li::before{content:"";position:absolute;left:-6px;top:5px;width:10px;height:10px;border-radius:50%;background:var(--shipdeck-border,#c5ced8)}
.sd-tracking li:first-child::before{background:var(--shipdeck-primary,#0b5cad)}
.sd-tracking .sd-t-what{font-weight:600}
.sd-tracking .sd-t-where,.sd-tracking .sd-t-when,.sd-tracking .sd-t-detail{display:block;color:var(--shipdeck-muted,#52606d)}
.sd-tracking a{color:var(--shipdeck-primary,#0b5cad)}
`;
