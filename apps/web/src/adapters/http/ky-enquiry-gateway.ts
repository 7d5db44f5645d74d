import type { Enquiry, EnquiryGateway, GatewayResult } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson } from './http-client';
import { mapReply } from './map-reply';

/** EnquiryGateway over POST /api/questionnaires; the reply body is not used (spec §7). */
export class KyEnquiryGateway implements EnquiryGateway {
  constructor(private readonly http: KyInstance) {}

  submit(enquiry: Enquiry): GatewayResult<void> {
    const reply = callJson(this.http, 'api/questionnaires', { method: 'post', json: enquiry });
    return mapReply(reply, () => undefined);
  }
}
