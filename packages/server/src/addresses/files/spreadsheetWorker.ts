import { parentPort } from 'node:worker_threads';
import { importAddressFile } from './importAddressFile';
import { AddressFileError } from './readAddressFile';
import type { SpreadsheetTask, SpreadsheetTaskResult } from './spreadsheetThreads';
import { writeWorkbook } from './writeWorkbook';

/**
 * The spreadsheet thread (docs/architecture.md#spreadsheet-threads: CPU-heavy work stays off the HTTP
 * thread): reads an import file into checked contacts or orders, or writes an .xlsx export. One task per thread;
 * a file it cannot read is answered as a file error, anything else as a failure the server logs.
 */
parentPort?.once('message', async (task: SpreadsheetTask) => {
  let result: SpreadsheetTaskResult;
  try {
    if (task.kind === 'import') {
      result = { ok: true, kind: 'import', value: await importAddressFile(task.bytes, task.fileName) };
    } else if (task.kind === 'orders') {
      // Loaded only by an order import's thread: an address import's thread does not compile it.
      const { importOrderFile } = await import('../../orders/files/importOrderFile');
      result = { ok: true, kind: 'orders', value: await importOrderFile(task.bytes, task.fileName) };
    } else {
      const bytes = await writeWorkbook(task.sheetName, task.rows);
      result = { ok: true, kind: 'xlsx', value: bytes };
    }
  } catch (error) {
    result =
      error instanceof AddressFileError
        ? { ok: false, fileError: { key: error.key, params: error.params } }
        : { ok: false, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  const transfer = result.ok && result.kind === 'xlsx' ? [result.value.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(result, transfer);
});
