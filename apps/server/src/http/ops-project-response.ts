import type { OpsLedgerEntry, OpsProject } from '@netzero/contract';
import { formatMessage } from '@netzero/core';
import type { FastifyReply } from 'fastify';
import type { LedgerEntryRecord } from '../services/ports/inventory.repository.port.js';
import type { ProjectAdminRecord } from '../services/ports/project-admin.repository.port.js';
import type { ProjectFailure } from '../services/projects/project-admin.service.js';
import { sendError } from './error-handler.js';

/** A project as the console reads it. */
export function toOpsProject(record: ProjectAdminRecord): OpsProject {
  return {
    ...record,
    sdgs: [...record.sdgs],
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A ledger range as the console reads it. */
export function toOpsLedgerEntry(entry: LedgerEntryRecord): OpsLedgerEntry {
  return {
    ...entry,
    tonnes: entry.lastSerial - entry.firstSerial + 1,
    retiredAt: entry.retiredAt.toISOString(),
    cancelledAt: entry.cancelledAt?.toISOString() ?? null,
  };
}

const STATUS: Readonly<Record<string, number>> = {
  'PROJECTS.NOT_FOUND': 404,
  'PROJECTS.SLUG_TAKEN': 409,
  'PROJECTS.IMAGE_TOO_LARGE': 413,
  'INVENTORY.BLOCK_OVERLAPS': 409,
  'INVENTORY.STOCK_TOO_LARGE': 409,
  'INVENTORY.NOT_ENOUGH_CREDITS': 409,
};

// The field a refusal is about, so the console's form can put it under that field.
const FIELD: Readonly<Record<string, string>> = {
  'PROJECTS.SLUG_TAKEN': 'slug',
  'INVENTORY.BLOCK_OVERLAPS': 'firstSerial',
  'INVENTORY.NOT_ENOUGH_CREDITS': 'quantity',
};

/** Answers a projects or inventory refusal with its status, message and field messages. */
export function sendProjectFailure(reply: FastifyReply, failure: ProjectFailure): FastifyReply {
  const field = FIELD[failure.code];
  const fields = failure.fields
    ? Object.fromEntries(
        Object.entries(failure.fields).map(([name, code]) => [name, formatMessage(code)]),
      )
    : field
      ? { [field]: formatMessage(failure.code, failure.params) }
      : undefined;
  return sendError(reply, STATUS[failure.code] ?? 400, failure.code, fields, failure.params);
}
