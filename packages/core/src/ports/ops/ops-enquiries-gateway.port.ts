import type { GatewayResult } from '../gateway-error.js';
import type { OpsConsoleNote, OpsListPage, OpsListRequest } from './ops-console-page.port.js';

/** Where an enquiry is in the operators' inbox. */
export type OpsEnquiryStatus = 'new' | 'in_progress' | 'answered';

/** An enquiry in the inbox list. */
export interface OpsEnquiryListItem {
  readonly id: number;
  readonly name: string;
  readonly organization: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly status: OpsEnquiryStatus;
  /** The start of its text. */
  readonly excerpt: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A reply e-mailed to the enquirer. */
export interface OpsEnquiryReplySent {
  /** ISO 8601. */
  readonly at: string;
  readonly actor: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** One enquiry with its notes and replies, oldest first. */
export interface OpsEnquiry extends Omit<OpsEnquiryListItem, 'excerpt'> {
  readonly enquiry: string;
  readonly notes: readonly OpsConsoleNote[];
  readonly replies: readonly OpsEnquiryReplySent[];
}

/** The operators' inbox of enquiries (GET/PATCH /api/ops/enquiries…). */
export interface OpsEnquiriesGateway {
  list(
    request: OpsListRequest<OpsEnquiryStatus>,
  ): GatewayResult<OpsListPage<OpsEnquiryListItem, OpsEnquiryStatus>>;
  get(id: number): GatewayResult<OpsEnquiry>;
  setStatus(id: number, status: OpsEnquiryStatus): GatewayResult<OpsEnquiry>;
  addNote(id: number, body: string): GatewayResult<OpsConsoleNote>;
  /** E-mails the enquirer and marks the enquiry answered. */
  reply(
    id: number,
    reply: { readonly subject?: string; readonly body: string },
  ): GatewayResult<OpsEnquiry>;
}
