import type { EnquiryRequest } from '@netzero/contract';
import type { Enquiry, EnquiryGateway, GatewayResult } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract, mapReply } from './http-client';

const Reply = fromContract(({ EnquiryResponse }) => EnquiryResponse);

/** EnquiryGateway over POST /api/questionnaires; the page does not use the reply (spec §7). */
export class KyEnquiryGateway implements EnquiryGateway {
  constructor(private readonly http: KyInstance) {}

  submit(enquiry: Enquiry): GatewayResult<void> {
    const json: EnquiryRequest = {
      name: enquiry.name,
      organization: enquiry.organization,
      phoneNumber: enquiry.phoneNumber,
      email: enquiry.email,
      enquiry: enquiry.enquiry,
    };
    const reply = callJson(this.http, 'api/questionnaires', Reply, {
      method: 'post',
      json,
    });
    return mapReply(reply, () => undefined);
  }
}
