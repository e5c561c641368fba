/** The Shipdeck mark and name. */
export function Logo() {
  return (
    <span className="app-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M7 12l9-5 9 5v9l-9 5-9-5zM7 12l9 5 9-5M16 17v9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="app-logo-name">Shipdeck</span>
    </span>
  );
}
