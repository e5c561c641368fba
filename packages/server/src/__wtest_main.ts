import { Worker } from 'node:worker_threads';

const url = new URL('./__wtest_worker.ts', import.meta.url).href;
const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`;
const w = new Worker(code, { eval: true, execArgv: ['--conditions=@shipdeck/source'] });
w.on('message', (m) => {
  console.log('got', m);
  void w.terminate();
});
w.on('error', (e) => console.error('err', e));
