/**
 * Texts of the shell's pages and panels that load on demand (the acting-for banner), apart from
 * the app's catalogue (../messages.ts) so they stay out of every page's first load (issue 8).
 */
export const shellPageMessages = {
  // Our wording (spec 03 §4 has the avatar menu only): the fixed banner while acting for a client.
  'acting.banner': 'You are acting for {name}{company}. Everything you do here is done for this client.',
} as const;
