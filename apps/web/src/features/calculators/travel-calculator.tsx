import {
  formatEmission,
  investOutcome,
  PERSONAL_FUELS,
  PERSONAL_TRANSPORT_MODES,
  type PersonalTransportRow,
  parseNumberInput,
  personalTonnesForKm,
  tripKm,
} from '@netzero/core';
import { useState } from 'react';
import image from '../../assets/calc-trip.svg';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { CalculatorCheckout } from './calculator-checkout';
import layout from './calculator-layout.module.css';
import { DonationChoices } from './donation-choices';
import { formatKm } from './format-amounts';
import { ListedProjects } from './listed-projects';
import { donationAndTotal, offsetLine, roundedTonnesNote } from './purchase-lines';
import { ResultsCard } from './results-card';
import { type TripDraft, TripForm } from './trip-form';
import { investMessageFor, useCalculatorPurchase } from './use-calculator-order';
import { useInvestMessage } from './use-invest-message';

const COPY = CALCULATORS_COPY;

/**
 * /TravelCalculator: one journey (one way or return) at calculator 1's factor, offset with whole
 * tonnes of a project on sale, plus an optional donation: exactly what the checkout sells.
 */
export function TravelCalculator() {
  const [trip, setTrip] = useState<TripDraft>({
    mode: 'Car',
    fuel: 'Gasoline',
    km: '',
    returnJourney: false,
  });
  const [donation, setDonation] = useState(0);
  const [invested, setInvested] = useState(false);
  const message = useInvestMessage();

  const km = tripKm(parseNumberInput(trip.km), trip.returnJourney);
  // The journey as calculator 1's single row: its kilometres already count the way back.
  const row = {
    mode: trip.mode === '' ? null : trip.mode,
    fuel: trip.fuel === '' ? null : trip.fuel,
    km,
  } as PersonalTransportRow;
  const tonnes = personalTonnesForKm(km);
  const purchase = useCalculatorPurchase(tonnes, donation * 100);
  const valid = investOutcome([row]) === 'CALCULATOR.READY_TO_PAY';
  const { donation: donationLine, total } = donationAndTotal(purchase, donation);

  function invest() {
    const outcome = investOutcome([row]);
    message.show(investMessageFor(outcome, purchase.order));
    setInvested(outcome === 'CALCULATOR.READY_TO_PAY');
  }

  return (
    <>
      <div className={layout.main}>
        <TripForm
          trip={trip}
          modes={PERSONAL_TRANSPORT_MODES}
          fuels={PERSONAL_FUELS}
          onChange={(patch) => setTrip((current) => ({ ...current, ...patch }))}
        />
        <ListedProjects purchase={purchase} />
        <DonationChoices value={donation} onChange={setDonation} />
      </div>
      <div className={layout.aside}>
        <ResultsCard
          image={image}
          lines={[
            { label: COPY.results.distance, value: formatKm(km) },
            {
              label: COPY.results.tonnes,
              value: formatEmission(tonnes),
              note: roundedTonnesNote(tonnes, purchase.tonnes),
            },
            offsetLine(purchase),
            donationLine,
          ]}
          total={total}
          message={message.code}
          checkout={
            invested && valid && purchase.order ? (
              <CalculatorCheckout order={purchase.order} />
            ) : null
          }
          onInvest={invest}
        />
      </div>
    </>
  );
}
