/**
 * What one import takes (issue 10: at least 5,000 rows; files over 5 MB refused). Decision: 10,000 data
 * rows, twice the rows asked for; a larger book is imported in parts. The modal can check the size first.
 * In a file without zod (addresses.ts re-exports it), so the address book's store carries no schema.
 */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;
