import { DocumentInputError, type ShipmentDocumentInput } from './documentInput';
import {
  type MergedDocuments,
  mergeDocuments,
  renderShipmentDocuments,
  type ShipmentDocument,
} from './renderDocuments';

/**
 * What a document thread is asked to do, and what it answers. Errors cross as plain data (a thread
 * boundary keeps an Error's message but not its class), so the caller can throw the same
 * DocumentInputError a render on its own thread would.
 */
export type RenderTask =
  | { kind: 'render'; input: ShipmentDocumentInput }
  | { kind: 'merge'; documents: Pick<ShipmentDocument, 'fileName' | 'bytes'>[] };

export type RenderReply =
  | { ok: true; documents: ShipmentDocument[] }
  | { ok: true; merged: MergedDocuments }
  | { ok: false; error: { name: string; message: string } };

export async function runRenderTask(task: RenderTask): Promise<RenderReply> {
  try {
    if (task.kind === 'render') return { ok: true, documents: await renderShipmentDocuments(task.input) };
    return { ok: true, merged: await mergeDocuments(task.documents) };
  } catch (error) {
    const known = error instanceof DocumentInputError;
    return {
      ok: false,
      error: {
        name: known ? error.name : 'Error',
        message: error instanceof Error ? error.message : String(error),
      },
    };
  }
}
