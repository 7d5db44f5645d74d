import { PURCHASE_COPY } from '../../content/purchase.copy';
import { StepsBand } from '../../ui/steps-band';

const COPY = PURCHASE_COPY.subscription;

/** The 'How it works' band: monthly billing, a certificate each month, cancel any time. */
export function HowItWorks() {
  return <StepsBand heading={COPY.howHeading} steps={COPY.steps} />;
}
