// A document thread (see documentRenderPool.ts): piscina runs this file's default export for each task.
// Plain JavaScript, so it runs as it is from src/ (development, tests: the TypeScript task module is
// loaded through tsx) and from dist/ (copied there by the build, beside the bundled documentsTask.js).
import { existsSync } from 'node:fs';

const bundled = new URL('./documentsTask.js', import.meta.url);
let task;

async function load() {
  if (existsSync(bundled)) return import(bundled.href);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./renderTask.ts', import.meta.url);
}

export default async function run(request) {
  task ??= load();
  const { runRenderTask } = await task;
  return runRenderTask(request);
}
