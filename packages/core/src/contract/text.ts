import * as z from 'zod/mini';
import { TEXT_LIMITS, type TextKind } from './textLimits';

export { TEXT_LIMITS, type TextKind };

/** A string of the contract, bounded by its kind's maximum. */
export const text = (kind: TextKind) => z.string().check(z.maxLength(TEXT_LIMITS[kind]));
