import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the server process (issue 8: restart RSS <= 300 MB, first start <= 2 s):
 * - `--semi-space-growth-factor=1`: the young generation stays at V8's first size (two 1 MB
 *   semi-spaces) instead of growing to two 16 MB ones. Start-up allocates enough surviving objects
 *   (a few hundred modules, the contract's schemas) that V8 grew it to the maximum within a second:
 *   32 MB on the HTTP thread and 16 MB on the database thread that then stayed. A request's garbage
 *   (the rate endpoint's: a 13 KB answer, its parsing, the 12 rates) dies young, so a small young
 *   generation means more frequent, short scavenges (bench/run.ts: a few per cent more CPU per quote).
 * - `--wasm-tiering-budget` ten times V8's default: PostgreSQL in WebAssembly runs each function as
 *   baseline code (Liftoff) and optimises (TurboFan) those that ran "enough"; the default optimised
 *   hundreds of functions only start-up runs, on the other core during start-up, and the compilers'
 *   working memory (peak 70-75 MB) stayed in the allocator's arenas. Functions queries keep running
 *   are still optimised within their first seconds of work.
 *
 * The flags are the process's, but Node sets them again from its command line whenever it starts a
 * thread (a Worker), which undoes a change made at run time: main.ts applies them first, the database
 * thread again once it runs (its workerData), and the document and spreadsheet pools after each task.
 * Only in a process that applied them (the server, the bench's server): tests keep V8's defaults.
 */
export const SERVER_V8_FLAGS: readonly string[] = [
  '--semi-space-growth-factor=1',
  '--wasm-tiering-budget=18000000',
];

let applied = false;

export function applyServerV8Flags(): void {
  applied = true;
  for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
}

/** The flags a new thread should apply: the server's, once this process applied them. */
export function threadV8Flags(): readonly string[] {
  return applied ? SERVER_V8_FLAGS : [];
}

/** After a thread started: the server's flags again, if this process uses them. */
export function reapplyServerV8Flags(): void {
  if (applied) applyServerV8Flags();
}
