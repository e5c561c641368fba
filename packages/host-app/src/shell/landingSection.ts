/**
 * spec 03 §2 drops `section` from the landing URL, while spec 02 §2 has view history scroll to the section
 * it names. Both hold: the landing handler's clean target keeps the section as its hash (`#drafts`), which
 * the page reads as it reads `?section=` (and a reload keeps, since the hash is not a landing parameter).
 */
export function withLandingSection(target: string, landingSearch: string): string {
  if (target.includes('#')) return target;
  const section = new URLSearchParams(landingSearch).get('section');
  return section && /^[a-z_]+$/.test(section) ? `${target}#${section}` : target;
}
