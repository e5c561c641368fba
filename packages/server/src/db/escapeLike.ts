/** `%`, `_` and `\` in a searched term are themselves, not LIKE's wildcards (backslash is LIKE's escape). */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);
