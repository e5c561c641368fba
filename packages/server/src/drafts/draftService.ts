import { randomUUID } from 'node:crypto';
import type { ShipmentDraftBody, ShipmentDraftResource } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { localClock, originTimeZone } from '@shipdeck/core/pickup';
import {
  type Draft,
  duplicateDraft,
  isPrepareStep,
  parseDraft as parseStoredDraft,
  toStoredDraftJson,
} from '@shipdeck/core/shipment';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../audit/auditLog';
import { isActingForClient, type Principal } from '../auth/principal';
import type { ShipmentDraftRow } from '../db/schema';
import { serverMessage } from '../messages';
import { notFound, unprocessable } from '../platform/apiError';
import { checkedMarkOf, type DraftRepository, type ListedDraftRow } from './draftRepository';

export const DRAFT_IRI = '/api/shipment_drafts';

/** The user id behind a subject ("user:<id>"), the owner a list member names (ownedById). */
const ownerIdOf = (subject: string): string | null => (subject.startsWith('user:') ? subject.slice(5) : null);

export interface DraftWriteContext {
  /** The partner key of a widget session or of the checked publishable key (issue 9). */
  partnerKeyId: string | null;
}

/**
 * Shipment drafts (spec 01 §3, §4, §7): stored for the caller's owner (a CSR acting for a client
 * writes the client's drafts, recorded as the writer and audited by the acting hook), any stored
 * version accepted and migrated to the current one by core's parseDraft, which also checks the
 * shape: a draft that is not one is refused at `payload`, never stored. A stored draft that no
 * longer parses (an older server's bug, a hand edit) is left out of the list and logged, never
 * answered as a 500 (spec 01 §4: "unreadable drafts are dropped from the list").
 */
export function createDraftService(
  repository: DraftRepository,
  now: () => Date,
  log: FastifyBaseLogger,
  audit?: AuditLog,
  /** The DOMESTIC_DOCUMENTS flag (spec 01 §2 "Shipment contains exclusively Documents"). */
  options: { allowDomesticDocuments?: boolean } = {},
) {
  // Off, a domestic documents draft is read as a products one (spec 01 §4); on, it stays documents.
  const parseDraft = (stored: unknown) =>
    parseStoredDraft(stored, options.allowDomesticDocuments ? { allowDomesticDocuments: true } : {});

  /**
   * The payload as stored and its checked marker (migration 0025): set when reading it back through
   * parseDraft gives the same text, so a list can answer it as stored without parsing it again.
   */
  const stored = (draft: Draft, id: string, name?: string) => {
    const payload = toStoredDraftJson({ ...draft, id, ...(name === undefined ? {} : { name }) });
    const again = parseDraft(payload);
    const same = again.ok && toStoredDraftJson({ ...again.draft, id }) === payload;
    return { payload, payloadChecked: same ? checkedMarkOf(payload) : null };
  };

  /**
   * The resource of a row: its draft migrated to the current version, or null when unreadable. A payload
   * this server checked and wrote, unchanged since (its marker matches), is that already and is answered
   * as stored (the list computes the match in SQL: `checked`).
   */
  const resourceOf = (
    row: ShipmentDraftRow | ListedDraftRow,
  ): (ShipmentDraftResource & Record<string, unknown>) | null => {
    const checked =
      'checked' in row
        ? row.checked
        : row.payloadChecked !== null && row.payloadChecked === checkedMarkOf(row.payload);
    let payload = row.payload;
    if (!checked) {
      const parsed = parseDraft(row.payload);
      if (!parsed.ok) {
        log.warn({ draftId: row.id, reason: parsed.reason }, 'stored draft could not be read');
        return null;
      }
      payload = toStoredDraftJson({ ...parsed.draft, id: row.id });
    }
    return {
      '@id': `${DRAFT_IRI}/${row.id}`,
      '@type': 'ShipmentDraft',
      id: row.id,
      name: row.name,
      payload,
      step: row.step,
      updatedOn: row.updatedOn.toISOString(),
      completedOn: row.completedOn?.toISOString() ?? null,
      shipmentId: row.shipmentId,
      ownedById: ownerIdOf(row.ownerSubject),
    };
  };

  /** The checked body: the draft read (any stored version) and the dates as dates. */
  const checked = (body: ShipmentDraftBody) => {
    const parsed = parseDraft(body.payload);
    const violations = [];
    if (!parsed.ok) {
      violations.push({ propertyPath: 'payload', message: serverMessage('draft.unreadable') });
    }
    if (!isPrepareStep(body.step)) {
      violations.push({
        propertyPath: 'step',
        message: serverMessage('draft.unknownStep', { step: body.step }),
      });
    }
    const date = (value: string | null, path: string): Date | null => {
      if (value === null) return null;
      const parsedDate = new Date(value);
      if (Number.isNaN(parsedDate.getTime())) {
        violations.push({ propertyPath: path, message: messages('field.required', { label: path }) });
        return null;
      }
      return parsedDate;
    };
    const completedOn = date(body.completedOn, 'completedOn');
    date(body.updatedOn, 'updatedOn');
    if (violations.length > 0 || !parsed.ok) {
      throw unprocessable(violations[0]?.message ?? serverMessage('draft.unreadable'), violations);
    }
    return { draft: parsed.draft, completedOn };
  };

  const userIdOf = (caller: Principal) => caller.session?.userId ?? null;

  /** Stores a draft built on the server (a duplicate) for the caller's owner, at its first step. */
  const insertDraft = async (caller: Principal, draft: Draft, context: DraftWriteContext) => {
    const id = randomUUID();
    const row = await repository.insert({
      id,
      ownerSubject: caller.subject,
      createdBy: userIdOf(caller),
      updatedBy: userIdOf(caller),
      partnerKeyId: context.partnerKeyId,
      name: draft.name,
      ...stored(draft, id),
      step: draft.currentStep,
      updatedOn: now(),
      completedOn: null,
      shipmentId: null,
    });
    return resourceOf(row) as ShipmentDraftResource;
  };

  return {
    insertDraft,

    /**
     * POST /api/duplicate_draft_actions (spec 02 §2 drafts: duplicate; spec 02 §4): a new draft with the
     * source's answers, normalised as a copy (spec 01 §4). The route's rule blocks inactive accounts and
     * suspended ones that are not whitelisted. A draft a CSR wrote for the client is logged when
     * duplicated (spec 02 §4: "a CSR-owned draft is logged on duplicate").
     */
    async duplicate(caller: Principal, id: string, context: DraftWriteContext) {
      const row = await repository.find(id, caller.subject);
      const parsed = row ? parseDraft(row.payload) : null;
      if (!row || !parsed?.ok) throw notFound(messages('draft.notFound'));
      const source = parsed.draft;
      const today = localClock(now(), originTimeZone(source.shipmentFrom)).date;
      const name = serverMessage('draft.copyName', { name: row.name }).slice(0, 200);
      const created = await insertDraft(caller, duplicateDraft(source, { today, name }), context);
      const ownerId = ownerIdOf(row.ownerSubject);
      const csrWritten = row.createdBy !== null && ownerId !== null && row.createdBy !== ownerId;
      if (csrWritten || isActingForClient(caller)) {
        log.info({ draftId: row.id, copyId: created.id, createdBy: row.createdBy }, 'CSR draft duplicated');
        await audit?.record({
          actorId: userIdOf(caller),
          subjectId: ownerId,
          action: 'draftDuplicated',
          details: { draftId: row.id, copyId: created.id, sourceCreatedBy: row.createdBy },
        });
      }
      return created;
    },

    async list(caller: Principal, page: number, itemsPerPage: number, completed?: boolean) {
      const { rows, total } = await repository.list({
        ownerSubject: caller.subject,
        ...(completed === undefined ? {} : { completed }),
        limit: itemsPerPage,
        offset: (page - 1) * itemsPerPage,
      });
      const members = rows.map(resourceOf).filter((member) => member !== null);
      // Unreadable rows are dropped from the page and from the count of what can be listed.
      return { members, total: total - (rows.length - members.length) };
    },

    async get(caller: Principal, id: string) {
      const row = await repository.find(id, caller.subject);
      const resource = row ? resourceOf(row) : null;
      if (!resource) throw notFound(messages('draft.notFound'));
      return resource;
    },

    async create(caller: Principal, body: ShipmentDraftBody, context: DraftWriteContext) {
      const { draft, completedOn } = checked(body);
      const id = randomUUID();
      const row = await repository.insert({
        id,
        ownerSubject: caller.subject,
        createdBy: userIdOf(caller),
        updatedBy: userIdOf(caller),
        partnerKeyId: context.partnerKeyId,
        name: body.name.trim(),
        ...stored(draft, id, body.name.trim()),
        step: body.step,
        updatedOn: now(),
        completedOn,
        shipmentId: body.shipmentId,
      });
      return resourceOf(row) as ShipmentDraftResource;
    },

    async update(caller: Principal, id: string, body: ShipmentDraftBody) {
      const { draft, completedOn } = checked(body);
      const row = await repository.update(id, caller.subject, {
        updatedBy: userIdOf(caller),
        name: body.name.trim(),
        ...stored(draft, id, body.name.trim()),
        step: body.step,
        updatedOn: now(),
        completedOn,
        shipmentId: body.shipmentId,
      });
      if (!row) throw notFound(messages('draft.notFound'));
      return resourceOf(row) as ShipmentDraftResource;
    },

    async remove(caller: Principal, id: string) {
      if (!(await repository.remove(id, caller.subject))) throw notFound(messages('draft.notFound'));
    },
  };
}

export type DraftService = ReturnType<typeof createDraftService>;
