import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG (ASVS 7.2.3 asks at least 128), URL-safe: refresh tokens, recovery codes. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only a hash is stored: a copy of the table gives nobody a usable token. */
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a well-formed token of ours looks like; anything else is refused before a query. */
export const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
