import { parentPort } from 'node:worker_threads';
import { messages } from '@shipdeck/core/messages';

const n: number = 41;
parentPort?.postMessage({ n: n + 1, m: messages('field.required', { label: 'X' }) });
