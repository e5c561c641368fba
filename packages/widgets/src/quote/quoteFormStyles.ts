/**
 * The quote widget's styles. Every class is `sd-` prefixed and scoped under `.sd-quote`, so nothing
 * leaks into a host page; in the embed they live inside the shadow root, so nothing of the host page
 * reaches in. The root resets every inherited property (`all: initial`): a host's `body { font: … }`
 * inherited through the custom element changes nothing. Theming goes through CSS custom properties
 * (`--shipdeck-*`), which do inherit through the shadow boundary — the one door we leave open.
 *
 * Theme properties: --shipdeck-color-primary, --shipdeck-color-on-primary, --shipdeck-color-text,
 * --shipdeck-color-muted, --shipdeck-color-surface, --shipdeck-color-subtle, --shipdeck-color-border,
 * --shipdeck-color-error, --shipdeck-color-warning, --shipdeck-color-success, --shipdeck-font,
 * --shipdeck-font-size, --shipdeck-radius.
 */
export const quoteFormStyles = `
:host{display:block}
.sd-quote{all:initial;display:block;container-type:inline-size;box-sizing:border-box;
--sd-primary:var(--shipdeck-color-primary,#1d4ed8);--sd-on-primary:var(--shipdeck-color-on-primary,#fff);
--sd-text:var(--shipdeck-color-text,#1f2633);--sd-muted:var(--shipdeck-color-muted,#586170);
--sd-surface:var(--shipdeck-color-surface,#fff);--sd-subtle:var(--shipdeck-color-subtle,#f3f5f9);
--sd-border:var(--shipdeck-color-border,#c9d1dc);--sd-error:var(--shipdeck-color-error,#b42318);
--sd-warning:var(--shipdeck-color-warning,#7a4d00);--sd-success:var(--shipdeck-color-success,#067647);
--sd-radius:var(--shipdeck-radius,8px);
font-family:var(--shipdeck-font,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif);
font-size:var(--shipdeck-font-size,15px);line-height:1.45;color:var(--sd-text);background:var(--sd-surface);
padding:16px;border-radius:var(--sd-radius);text-align:start;-webkit-font-smoothing:antialiased}
.sd-quote *,.sd-quote *::before,.sd-quote *::after{box-sizing:border-box}
.sd-quote :where(h2,h3,h4,p,ul,dl,dd,fieldset,legend){margin:0;padding:0}
.sd-quote :where(ul){list-style:none}
.sd-quote :where(fieldset){border:0;min-width:0}
.sd-quote :where(input,select,button){font:inherit;color:inherit;letter-spacing:inherit;text-transform:none;margin:0}
.sd-quote :focus-visible{outline:2px solid var(--sd-primary);outline-offset:2px}
.sd-title{font-size:1.35em;font-weight:700;margin-bottom:12px}
.sd-h{font-size:1.05em;font-weight:650;margin-bottom:8px}
.sd-stack{display:grid;gap:16px}
.sd-panel{border:1px solid var(--sd-border);border-radius:var(--sd-radius);padding:14px}
.sd-ends{display:grid;gap:16px}
.sd-grid{display:grid;gap:10px;grid-template-columns:repeat(auto-fit,minmax(140px,1fr))}
@container (min-width:640px){.sd-ends{grid-template-columns:1fr 1fr}}
.sd-field{display:grid;gap:4px;align-content:start;position:relative}
.sd-label{font-weight:600;font-size:.9em}
.sd-input{width:100%;min-width:0;max-width:100%;min-height:38px;padding:7px 10px;border:1px solid var(--sd-border);border-radius:calc(var(--sd-radius) * .75);background:var(--sd-surface);line-height:1.3}
.sd-input[aria-invalid=true]{border-color:var(--sd-error);box-shadow:0 0 0 1px var(--sd-error)}
.sd-error{color:var(--sd-error);font-size:.88em}
.sd-check{display:flex;gap:8px;align-items:center;cursor:pointer}
.sd-check input{width:18px;height:18px;accent-color:var(--sd-primary)}
.sd-suggest{position:absolute;top:100%;left:0;right:0;z-index:5;margin-top:2px;background:var(--sd-surface);border:1px solid var(--sd-border);border-radius:calc(var(--sd-radius) * .75);box-shadow:0 6px 18px rgb(0 0 0/.12);max-height:220px;overflow:auto}
.sd-option{padding:7px 10px;cursor:pointer}
.sd-option[aria-selected=true],.sd-option:hover{background:var(--sd-subtle)}
.sd-tabs{display:flex;gap:4px;border-bottom:1px solid var(--sd-border);margin-bottom:12px}
.sd-tab{appearance:none;background:none;border:0;border-bottom:3px solid transparent;padding:8px 12px;cursor:pointer;color:var(--sd-muted);font-weight:600}
.sd-tab[aria-selected=true]{color:var(--sd-text);border-bottom-color:var(--sd-primary)}
.sd-row{display:grid;gap:10px;padding:10px 0;border-bottom:1px dashed var(--sd-border)}
.sd-preset .sd-input{max-width:420px}
.sd-measures{display:grid;gap:10px;grid-template-columns:repeat(auto-fit,minmax(112px,1fr));align-items:start}
.sd-span{grid-column:1/-1}
.sd-mt{margin-top:10px}
.sd-row-head{grid-column:1/-1;display:flex;justify-content:space-between;align-items:center;font-weight:650}
.sd-btn{appearance:none;display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:38px;padding:8px 16px;border-radius:calc(var(--sd-radius) * .75);border:1px solid var(--sd-primary);background:var(--sd-surface);color:var(--sd-primary);font-weight:650;cursor:pointer;text-decoration:none;width:auto;height:auto}
.sd-btn:disabled{opacity:.55;cursor:not-allowed}
.sd-btn-primary{background:var(--sd-primary);color:var(--sd-on-primary)}
.sd-btn-link{border-color:transparent;background:none;padding:4px 6px;min-height:0}
.sd-btn-lg{min-height:46px;font-size:1.05em;padding:10px 24px}
.sd-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.sd-notice{border-radius:var(--sd-radius);padding:10px 12px;border:1px solid;display:grid;gap:2px}
.sd-notice-error{color:var(--sd-error);border-color:currentColor;background:color-mix(in srgb,var(--sd-error) 7%,var(--sd-surface))}
.sd-notice-title{font-weight:700}
.sd-banner{background:color-mix(in srgb,var(--sd-primary) 9%,var(--sd-surface));border-radius:var(--sd-radius);padding:10px 14px}
.sd-disclaimer{color:var(--sd-muted);font-size:.85em}
.sd-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
