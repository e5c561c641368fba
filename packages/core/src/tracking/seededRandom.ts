/**
 * A source of numbers in [0, 1), like `Math.random`. Generators take one so that tests, the demo
 * data and the sandbox can ask for the same tracking numbers again from the same seed.
 */
export type RandomSource = () => number;

/**
 * mulberry32: a small, fast 32-bit generator with a full 2^32 period, good enough to draw digits
 * (not for secrets: use the platform's CSPRNG for those).
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One character of `alphabet`, drawn from `random`. */
export function drawCharacter(random: RandomSource, alphabet: string): string {
  const index = Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length));
  return alphabet.charAt(index);
}

/** `length` characters of `alphabet`, drawn from `random`. */
export function drawString(random: RandomSource, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += drawCharacter(random, alphabet);
  return out;
}
