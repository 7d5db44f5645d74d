import { INVEST_COPY } from '../../content/invest.copy';
import { StepsBand } from '../../ui/steps-band';

const COPY = INVEST_COPY.invest;

/** 'How direct investment works': choose, reserve and pay securely, hear from the team in 48 hours. */
export function InvestSteps() {
  return <StepsBand heading={COPY.howHeading} steps={COPY.steps} />;
}
