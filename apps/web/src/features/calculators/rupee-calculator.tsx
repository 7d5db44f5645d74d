import {
  type FleetRow,
  fleetInvestOutcome,
  fleetTransportKm,
  formatEmission,
  investOutcome,
  PERSONAL_DISTANCE_PRESETS,
  RUPEE_FUELS,
  RUPEE_PRICE_INR_PER_TONNE,
  RUPEE_VEHICLES,
  type RupeeTransportRow,
  rupeeOffsetCostInr,
  rupeeTonnesForKm,
  rupeeTransportTonnes,
  totalTransportKm,
} from '@netzero/core';
import { useState } from 'react';
import image from '../../assets/calc-fleet.svg';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { type Audience, AudienceToggle } from './audience-toggle';
import { CalculatorCheckout } from './calculator-checkout';
import layout from './calculator-layout.module.css';
import { formatAmount, formatKm } from './format-amounts';
import { ListedProjects } from './listed-projects';
import { ResultsCard } from './results-card';
import { type RowsEditorSpec, TransportRowsEditor } from './transport-rows-editor';
import { investMessageFor, useCalculatorPurchase } from './use-calculator-order';
import { useInvestMessage } from './use-invest-message';
import { type RowDraft, rowValues, useTransportRows } from './use-transport-rows';

const COPY = CALCULATORS_COPY;
const BLANK_ROW = { mode: 'Car', fuel: 'Petrol', km: '', vehicles: '1' };

const BASE_SPEC: Omit<
  RowsEditorSpec,
  'heading' | 'legend' | 'addLabel' | 'kmLabel' | 'withVehicles'
> = {
  modeLabel: COPY.rows.vehicleLabel,
  modes: RUPEE_VEHICLES,
  fuels: RUPEE_FUELS,
  presetsKm: PERSONAL_DISTANCE_PRESETS.map((preset) => preset.km),
};

const SPECS: Readonly<Record<Audience, RowsEditorSpec>> = {
  individual: {
    ...BASE_SPEC,
    heading: COPY.rows.journeysHeading,
    legend: COPY.rows.journeyLegend,
    addLabel: COPY.rows.addJourney,
    kmLabel: COPY.rows.kmLabel,
    withVehicles: false,
  },
  company: {
    ...BASE_SPEC,
    heading: COPY.rows.fleetHeading,
    legend: COPY.rows.fleetLegend,
    addLabel: COPY.rows.addFleet,
    kmLabel: COPY.rows.kmPerVehicleLabel,
    withVehicles: true,
  },
};

/** Kilometres a row stands for: its own for a person, km × vehicles for a company fleet. */
function rowKm(row: RowDraft, audience: Audience): number {
  const values = rowValues(row) as FleetRow;
  return audience === 'company' ? fleetTransportKm([values]) : totalTransportKm([values]);
}

/**
 * /RupeeCalculator: calculator 2 in rupees (5,120 km per tonne, ₹1,727.75 per tonne). The company
 * toggle turns rows into vehicle groups (km per vehicle × vehicles) and adds an optional company
 * name; the factor and the price stay the same.
 */
export function RupeeCalculator() {
  const { rows, add, remove, update } = useTransportRows(BLANK_ROW);
  const [audience, setAudience] = useState<Audience>('individual');
  const [company, setCompany] = useState('');
  const [invested, setInvested] = useState(false);
  const message = useInvestMessage();

  const values = rows.map(rowValues) as (RupeeTransportRow & FleetRow)[];
  const fleet = audience === 'company';
  const km = fleet ? fleetTransportKm(values) : totalTransportKm(values);
  const tonnes = fleet ? rupeeTonnesForKm(km) : rupeeTransportTonnes(values);
  const outcome = fleet ? fleetInvestOutcome(values) : investOutcome(values);
  const valid = outcome === 'CALCULATOR.READY_TO_PAY';
  // The checkout is in US dollars; the order panel says so, in rupees too, before the buyer leaves.
  const purchase = useCalculatorPurchase(tonnes, 0);

  function invest() {
    message.show(investMessageFor(outcome, purchase.order));
    setInvested(valid);
  }

  return (
    <>
      <div className={layout.main}>
        <AudienceToggle
          audience={audience}
          company={company}
          onAudience={setAudience}
          onCompany={setCompany}
        />
        <TransportRowsEditor
          spec={SPECS[audience]}
          rows={rows}
          tonnesOf={(row) => rupeeTonnesForKm(rowKm(row, audience))}
          onAdd={add}
          onRemove={remove}
          onUpdate={update}
        />
        <ListedProjects purchase={purchase} rupees />
      </div>
      <div className={layout.aside}>
        <ResultsCard
          image={image}
          subtitle={
            fleet && company.trim() !== ''
              ? fillCopy(COPY.audience.resultsFor, { company: company.trim() })
              : undefined
          }
          lines={[
            { label: COPY.results.distance, value: formatKm(km) },
            { label: COPY.results.tonnes, value: formatEmission(tonnes) },
            {
              label: COPY.results.cost,
              value: formatAmount(rupeeOffsetCostInr(tonnes), 'INR'),
              note: fillCopy(COPY.results.costAt, {
                price: formatAmount(RUPEE_PRICE_INR_PER_TONNE, 'INR'),
              }),
            },
          ]}
          message={message.code}
          checkout={
            invested && valid && purchase.order ? (
              <CalculatorCheckout order={purchase.order} rupees />
            ) : null
          }
          onInvest={invest}
        />
      </div>
    </>
  );
}
