import fastifyMultipart from '@fastify/multipart';
import { addressFileRows, toCsv } from '@shipdeck/core/addressBook';
import {
  addressExportQuery,
  IMPORT_ADDRESSES_FIELD,
  savedAddressBody,
  savedAddressListQuery,
} from '@shipdeck/core/contract';
import { type MessageKey, type MessageParams, messages } from '@shipdeck/core/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkClaimedUsers } from '../accounts/actingForClient';
import { callerOf } from '../auth/authentication';
import { ApiError, notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { SpreadsheetThreads } from './files/spreadsheetThreads';
import { readSpreadsheetUpload, SPREADSHEET_UPLOAD_LIMITS, spreadsheetRefused } from './files/upload';
import { ownerOf, SAVED_ADDRESS_IRI, type SavedAddressService } from './savedAddressService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A contact id from the path: anything that is not a UUID names no contact (404, never a 500). */
function addressIdOf(id: string): string {
  if (!UUID.test(id)) throw notFound(messages('addressBook.notFound'));
  return id.toLowerCase();
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file the import cannot take: 422 with the reason at the form's field. */
const fileRefused = (key: MessageKey, params?: MessageParams) =>
  spreadsheetRefused(IMPORT_ADDRESSES_FIELD, key, params);

/**
 * The multipart form of POST /import_addresses (spec 03 §7: the file in `addresses`, with the current
 * user's ownedBy / createdBy): one file of at most 5 MB.
 */
const readUpload = (request: FastifyRequest) =>
  readSpreadsheetUpload(request, IMPORT_ADDRESSES_FIELD, 'addressBook.import.noFile');

/**
 * The address book (spec 03 §7): /api/saved_addresses (list, one, create, change, delete, and the whole
 * book as a file) and POST /api/import_addresses. The caller's owner's contacts only; another's are
 * never found.
 */
export async function savedAddressRoutes(
  app: FastifyInstance,
  {
    addresses,
    threads,
    now,
  }: { addresses: SavedAddressService; threads: SpreadsheetThreads; now: () => Date },
): Promise<void> {
  // Multipart forms are read by the import alone (this plugin's scope); every other route stays JSON-only.
  await app.register(fastifyMultipart, { limits: SPREADSHEET_UPLOAD_LIMITS });

  app.get('/api/saved_addresses', async (request, reply) => {
    const query = parseInput(savedAddressListQuery, request.query);
    reply.header('cache-control', 'no-store');
    const { members, total } = await addresses.list(callerOf(request), {
      ...(query.autocompleteName ? { name: query.autocompleteName } : {}),
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
    return hydraCollection('SavedAddress', SAVED_ADDRESS_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(query.autocompleteName ? { query: { autocompleteName: query.autocompleteName } } : {}),
    });
  });

  app.post('/api/saved_addresses', async (request, reply) => {
    const body = parseInput(savedAddressBody, request.body);
    const created = await addresses.create(callerOf(request), body);
    reply.header('cache-control', 'no-store').header('location', created['@id']).code(201);
    return { '@context': contextIri('SavedAddress'), ...created };
  });

  app.get('/api/saved_addresses/export', async (request, reply) => {
    const { format } = parseInput(addressExportQuery, request.query);
    const caller = callerOf(request);
    const rows = addressFileRows(await addresses.all(caller));
    const fileName = `Address book ${now().toISOString().slice(0, 10)}.${format}`;
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(rows));
    const written = await threads.writeXlsx('Address book', rows);
    if (!written.ok || written.kind !== 'xlsx') {
      request.log.error(
        { failure: 'failure' in written ? written.failure : 'unexpected' },
        'address book export failed',
      );
      throw new ApiError(503, 'ExportFailed', messages('api.unknownStatus'));
    }
    return reply
      .type(XLSX_TYPE)
      .send(Buffer.from(written.value.buffer, written.value.byteOffset, written.value.length));
  });

  app.get<{ Params: { id: string } }>('/api/saved_addresses/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const address = await addresses.get(callerOf(request), addressIdOf(request.params.id));
    return { '@context': contextIri('SavedAddress'), ...address };
  });

  app.put<{ Params: { id: string } }>('/api/saved_addresses/:id', async (request, reply) => {
    const id = addressIdOf(request.params.id);
    const body = parseInput(savedAddressBody, request.body);
    reply.header('cache-control', 'no-store');
    const address = await addresses.update(callerOf(request), id, body);
    return { '@context': contextIri('SavedAddress'), ...address };
  });

  app.delete<{ Params: { id: string } }>('/api/saved_addresses/:id', async (request, reply) => {
    await addresses.remove(callerOf(request), addressIdOf(request.params.id));
    return reply.code(204).send();
  });

  // spec 03 §5, §7: the file read on a spreadsheet thread, its good rows stored in one transaction and
  // answered; the bad ones answered with why (notValidAddresses), never failing the good ones.
  app.post('/api/import_addresses', async (request, reply) => {
    const caller = callerOf(request);
    ownerOf(caller);
    const upload = await readUpload(request);
    checkClaimedUsers(request.principal, {
      ownedBy: upload.fields.ownedBy,
      createdBy: upload.fields.createdBy,
    });
    const read = await threads.importFile(upload.bytes, upload.fileName);
    if (!read.ok) {
      if ('fileError' in read) throw fileRefused(read.fileError.key, read.fileError.params);
      // A file that stopped its thread (too slow, too much memory): refused, and logged for us.
      request.log.warn(
        { failure: read.failure, size: upload.bytes.length, fileName: upload.fileName.slice(0, 100) },
        'address import failed',
      );
      throw fileRefused('addressBook.import.failed');
    }
    if (read.kind !== 'import') throw fileRefused('addressBook.import.failed');
    const stored = await addresses.storeImported(caller, read.value.addresses);
    reply.header('cache-control', 'no-store');
    return {
      '@context': contextIri('ImportAddressesAction'),
      '@type': 'ImportAddressesAction',
      addresses: stored,
      notValidAddresses: read.value.notValidAddresses,
    };
  });
}
