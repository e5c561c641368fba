/** An indeterminate progress bar while rates update (spec 02 §4 flow, issue 2 "a progress state"). */
export function ProgressBar({ label }: { label: string }) {
  return <div className="sd-progress" role="progressbar" aria-label={label} />;
}
