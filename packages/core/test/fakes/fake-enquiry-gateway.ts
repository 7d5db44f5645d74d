import type { Enquiry, EnquiryGateway } from '../../src/ports/enquiry-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { ok } from '../../src/shared/result.js';
import { GatewayScript } from './gateway-fakes.js';

/** An EnquiryGateway that keeps what it receives in submitted. */
export class FakeEnquiryGateway implements EnquiryGateway {
  readonly script = new GatewayScript<EnquiryGateway>();
  readonly submitted: Enquiry[] = [];

  submit(enquiry: Enquiry): GatewayResult<void> {
    return this.script.answer({ method: 'submit', args: [enquiry] }, () => {
      this.submitted.push({ ...enquiry });
      return ok(undefined);
    });
  }
}
