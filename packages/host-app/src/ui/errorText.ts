/**
 * The text to show for a failed call: the server's hydra description when it sent one (spec 03 §8
 * texts come from there), else the screen's own fallback message. Anything else thrown (a network
 * failure, a bug) gets the fallback, never a raw technical message.
 */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'description' in error) {
    const description = (error as { description?: unknown }).description;
    if (typeof description === 'string' && description.trim() !== '') return description;
  }
  return fallback;
}
