/**
 * The styles of what the form shows once its rules have spoken (./FormOutcome.tsx: warnings, the
 * freight panel, the progress bar while rates update): they come with it, as the rate list's do, so
 * the form's first paint carries none of them (issue 8).
 */
export const formOutcomeStyles = `
.sd-notice-warning{color:var(--sd-warning);border-color:currentColor;background:color-mix(in srgb,var(--sd-warning) 8%,var(--sd-surface))}
.sd-progress{height:4px;border-radius:2px;background:var(--sd-subtle);overflow:hidden;position:relative}
.sd-progress::after{content:"";position:absolute;inset:0;width:40%;background:var(--sd-primary);animation:sd-slide 1.1s ease-in-out infinite}
@keyframes sd-slide{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.sd-progress::after{animation:none;width:100%;opacity:.5}}
`;
