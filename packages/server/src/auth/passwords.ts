import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { newPasswordError } from '@shipdeck/core/account';
import { passwordLengthProblem } from '@shipdeck/core/limits';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import as a value). */
const ARGON2ID = 2 as Algorithm.Argon2id;

/** docs/security.md#passwords: argon2id, m = 19456 KiB (19 MiB), t = 2, p = 1 at least. */
export const ARGON2_PARAMETERS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a hash that is not ours; never throws on bad input. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification when there is no account to check against, so an
   * unknown identifier cannot be told from a wrong password by timing (ASVS 6.3.8).
   */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...ARGON2_PARAMETERS };
  let dummy: Promise<string> | undefined;
  const self: PasswordHasher = {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      if (!passwordHash.startsWith('$argon2id$')) return false;
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= self.hash('shipdeck-timing-equaliser');
      await self.verify(await dummy, password);
    },
  };
  return self;
}

/** The spec 03 §5 length rule as a message key, or undefined when the password may be used. */
export function passwordProblem(
  password: string,
): 'password.required' | 'password.tooShort' | 'password.tooLong' | undefined {
  // The length rule itself is core's, so the app's forms and the server answer alike.
  const problem = passwordLengthProblem(password);
  return problem && `password.${problem}`;
}

/** The spec 03 §5 text for a password that may not be used, or undefined when it may (core's rule). */
export const passwordProblemText = (password: string): string | undefined => newPasswordError(password);
