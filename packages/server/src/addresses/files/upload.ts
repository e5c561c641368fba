import { IMPORT_LIMITS } from '@shipdeck/core/contract';
import { type MessageKey, type MessageParams, messages } from '@shipdeck/core/messages';
import type { FastifyRequest } from 'fastify';
import { serverMessage } from '../../messages';
import { ApiError, badRequest } from '../../platform/apiError';

/** @fastify/multipart's limits for a spreadsheet import: one file of IMPORT_LIMITS.maxBytes, a few fields. */
export const SPREADSHEET_UPLOAD_LIMITS = {
  fileSize: IMPORT_LIMITS.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 100,
} as const;

const MEGABYTES = IMPORT_LIMITS.maxBytes / 1024 / 1024;

/** A file an import cannot take: 422 with the reason at the form's field. */
export const spreadsheetRefused = (field: string, key: MessageKey, params?: MessageParams) => {
  const message = messages(key, params);
  return new ApiError(422, 'InvalidImportFile', message, [
    { propertyPath: field, message, severity: 'error' },
  ]);
};

export interface SpreadsheetUpload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/**
 * The multipart form of a spreadsheet import (the address book's, the orders'): the file in `field`, at
 * most 5 MB, and the form's text fields (ownedBy / createdBy). A form that breaks these limits or is not
 * multipart is a 4xx with a clear text, never a 500. The route's plugin registers @fastify/multipart with
 * SPREADSHEET_UPLOAD_LIMITS.
 */
export async function readSpreadsheetUpload(
  request: FastifyRequest,
  field: string,
  noFile: MessageKey,
): Promise<SpreadsheetUpload> {
  if (!request.isMultipart()) throw new ApiError(415, 'UnsupportedMediaType', messages(noFile));
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === field && !file) file = { fileName: part.filename ?? '', bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(
        413,
        'PayloadTooLarge',
        messages('addressBook.import.tooLarge', { megabytes: MEGABYTES }),
      );
    }
    if (error instanceof ApiError) throw error;
    // Too many parts or fields, a missing boundary, a form cut short: the request is not one we read.
    throw badRequest(serverMessage('request.bad'));
  }
  if (!file) throw spreadsheetRefused(field, noFile);
  return { ...file, fields };
}
