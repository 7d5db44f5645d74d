import { enquiryFormHref } from '@netzero/content';
import { formatCount, type OrderOffer } from '@netzero/core';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';

const COPY = BUSINESS_COPY.planModal;

/**
 * The enquiry form's address with its message filled in for an estimate larger than one order:
 * the tonnes, where the estimate comes from (the file's name, or the estimator) and the cap. It is
 * carried in the address, so it survives a reload and the buyer reads and edits it before sending.
 */
export function volumeEnquiryLink({
  offer,
  fileName,
}: {
  offer: Pick<OrderOffer, 'estimateTonnes' | 'maxTonnes'>;
  fileName?: string | undefined;
}): string {
  const source = fileName
    ? fillCopy(COPY.largerEnquiryFile, { name: fileName })
    : COPY.largerEnquiryEstimator;
  return enquiryFormHref(
    fillCopy(COPY.largerEnquiry, {
      tonnes: formatCount(offer.estimateTonnes),
      source,
      max: formatCount(offer.maxTonnes),
    }),
  );
}
