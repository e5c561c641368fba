import * as engine from './phoneEngine';

/**
 * "#phoneEngine" by default (the server, the tests, the library build): the exact phone checks,
 * bundled, there at once.
 */
export function phoneEngine(): typeof engine | null {
  return engine;
}

/** Resolves once phoneEngine() answers: here, at once. */
export function loadPhoneEngine(): Promise<void> {
  return Promise.resolve();
}
