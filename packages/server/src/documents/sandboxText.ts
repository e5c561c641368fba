/**
 * Every document the sandbox draws says what it is (docs/architecture.md#carriers: "documents
 * stamped as samples"), so nobody ships with it or files it: a band across the top that a barcode
 * never covers, and a light diagonal mark behind the content (sandboxStamp.ts). The text alone lives
 * here, without pdf-lib, because the HTTP thread reads it and never draws.
 */
export const SANDBOX_STAMP = 'SANDBOX SAMPLE — NOT FOR SHIPPING';
