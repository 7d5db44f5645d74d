import {
  decimalFormat,
  formatEmission,
  investOutcome,
  PERSONAL_DISTANCE_PRESETS,
  PERSONAL_FUELS,
  PERSONAL_TONNES_PER_KM,
  PERSONAL_TRANSPORT_MODES,
  type PersonalTransportRow,
  personalTonnesForKm,
  personalTransportTonnes,
  totalTransportKm,
} from '@netzero/core';
import { useState } from 'react';
import image from '../../assets/calc-commute.svg';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { CalculatorCheckout } from './calculator-checkout';
import layout from './calculator-layout.module.css';
import { DonationChoices } from './donation-choices';
import { formatKm } from './format-amounts';
import { ListedProjects } from './listed-projects';
import { donationAndTotal, offsetLine, roundedTonnesNote } from './purchase-lines';
import { ResultsCard } from './results-card';
import { type RowsEditorSpec, TransportRowsEditor } from './transport-rows-editor';
import { investMessageFor, useCalculatorPurchase } from './use-calculator-order';
import { useInvestMessage } from './use-invest-message';
import { rowValues, useTransportRows } from './use-transport-rows';

const COPY = CALCULATORS_COPY;
const BLANK_ROW = { mode: 'Car', fuel: 'Gasoline', km: '', vehicles: '' };
// 0.000195 t per km, said in kilograms (0.195) for people.
const KG_PER_KM = decimalFormat({ maximumFractionDigits: 3 }).format(PERSONAL_TONNES_PER_KM * 1000);

const SPEC: RowsEditorSpec = {
  heading: COPY.rows.journeysHeading,
  legend: COPY.rows.journeyLegend,
  addLabel: COPY.rows.addJourney,
  modeLabel: COPY.rows.modeLabel,
  modes: PERSONAL_TRANSPORT_MODES,
  fuels: PERSONAL_FUELS,
  kmLabel: COPY.rows.kmLabel,
  presetsKm: PERSONAL_DISTANCE_PRESETS.map((preset) => preset.km),
  withVehicles: false,
};

/**
 * /PersonalCalculator: calculator 1 in dollars, with rows, presets, the projects on sale and
 * donations. The results price exactly what the checkout sells: whole tonnes of the chosen
 * project plus the donation.
 */
export function PersonalCalculator() {
  const { rows, add, remove, update } = useTransportRows(BLANK_ROW);
  const [donation, setDonation] = useState(0);
  const [invested, setInvested] = useState(false);
  const message = useInvestMessage();

  const values = rows.map(rowValues) as PersonalTransportRow[];
  const tonnes = personalTransportTonnes(values);
  const purchase = useCalculatorPurchase(tonnes, donation * 100);
  const valid = investOutcome(values) === 'CALCULATOR.READY_TO_PAY';
  const { donation: donationLine, total } = donationAndTotal(purchase, donation);

  function invest() {
    const outcome = investOutcome(values);
    message.show(investMessageFor(outcome, purchase.order));
    setInvested(outcome === 'CALCULATOR.READY_TO_PAY');
  }

  return (
    <>
      <div className={layout.main}>
        <TransportRowsEditor
          spec={SPEC}
          rows={rows}
          tonnesOf={(row) => personalTonnesForKm(rowValues(row).km ?? 0)}
          onAdd={add}
          onRemove={remove}
          onUpdate={update}
        />
        <p className={layout.note}>{fillCopy(COPY.rows.factorNote, { factor: KG_PER_KM })}</p>
        <ListedProjects purchase={purchase} />
        <DonationChoices value={donation} onChange={setDonation} />
      </div>
      <div className={layout.aside}>
        <ResultsCard
          image={image}
          lines={[
            { label: COPY.results.distance, value: formatKm(totalTransportKm(values)) },
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
