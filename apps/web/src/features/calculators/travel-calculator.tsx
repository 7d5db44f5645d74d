import {
  formatEmission,
  investOutcome,
  isValidTransportData,
  PERSONAL_FUELS,
  PERSONAL_PRICE_USD_PER_TONNE,
  PERSONAL_TRANSPORT_MODES,
  type PersonalTransportRow,
  parseNumberInput,
  personalOffsetCostUsd,
  personalTonnesForKm,
  suggestedQuantityTonnes,
  tripKm,
} from '@netzero/core';
import { useState } from 'react';
import image from '../../assets/calc-trip.svg';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import layout from './calculator-layout.module.css';
import { DonationChoices } from './donation-choices';
import { formatAmount, formatKm, formatWholeUsd } from './format-amounts';
import { ResultsCard } from './results-card';
import { type TripDraft, TripForm } from './trip-form';
import { useInvestMessage } from './use-invest-message';

const COPY = CALCULATORS_COPY;

/** /TravelCalculator: one journey (one way or return) at calculator 1's factor, offset at $18 per tonne. */
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
  const cost = personalOffsetCostUsd(tonnes);
  const valid = isValidTransportData([row]);

  function invest() {
    const outcome = investOutcome([row]);
    message.show(outcome);
    setInvested(outcome === 'CALCULATOR.INVESTED');
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
        <DonationChoices value={donation} onChange={setDonation} />
      </div>
      <div className={layout.aside}>
        <ResultsCard
          image={image}
          lines={[
            { label: COPY.results.distance, value: formatKm(km) },
            { label: COPY.results.tonnes, value: formatEmission(tonnes) },
            {
              label: COPY.results.cost,
              value: formatAmount(cost, 'USD'),
              note: fillCopy(COPY.results.costAt, {
                price: formatWholeUsd(PERSONAL_PRICE_USD_PER_TONNE),
              }),
            },
            {
              label: COPY.results.donation,
              value: donation > 0 ? formatWholeUsd(donation) : COPY.donations.none,
            },
          ]}
          total={{ label: COPY.results.total, value: formatAmount(cost + donation, 'USD') }}
          message={message.code}
          offer={invested && valid ? suggestedQuantityTonnes(tonnes) : null}
          onInvest={invest}
        />
      </div>
    </>
  );
}
