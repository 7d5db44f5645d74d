import {
  formatEmission,
  investOutcome,
  isValidTransportData,
  PERSONAL_DISTANCE_PRESETS,
  PERSONAL_FUELS,
  PERSONAL_LISTED_PROJECTS,
  PERSONAL_TONNES_PER_KM,
  PERSONAL_TRANSPORT_MODES,
  type PersonalListedProject,
  type PersonalTransportRow,
  personalOffsetCostUsd,
  personalTonnesForKm,
  personalTransportTonnes,
  suggestedQuantityTonnes,
  totalTransportKm,
} from '@netzero/core';
import { useState } from 'react';
import image from '../../assets/calc-commute.svg';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import layout from './calculator-layout.module.css';
import { DonationChoices } from './donation-choices';
import { formatAmount, formatKm, formatWholeUsd } from './format-amounts';
import { ListedProjects } from './listed-projects';
import { ResultsCard } from './results-card';
import { type RowsEditorSpec, TransportRowsEditor } from './transport-rows-editor';
import { useInvestMessage } from './use-invest-message';
import { rowValues, useTransportRows } from './use-transport-rows';

const COPY = CALCULATORS_COPY;
const BLANK_ROW = { mode: 'Car', fuel: 'Gasoline', km: '', vehicles: '' };
// 0.000195 t per km, said in kilograms (0.195) for people.
const KG_PER_KM = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(
  PERSONAL_TONNES_PER_KM * 1000,
);

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

/** /PersonalCalculator: calculator 1 in dollars, with rows, presets, listed projects and donations. */
export function PersonalCalculator() {
  const { rows, add, remove, update } = useTransportRows(BLANK_ROW);
  const [project, setProject] = useState<PersonalListedProject>(
    PERSONAL_LISTED_PROJECTS[0] as PersonalListedProject,
  );
  const [donation, setDonation] = useState(0);
  const [invested, setInvested] = useState(false);
  const message = useInvestMessage();

  const values = rows.map(rowValues) as PersonalTransportRow[];
  const tonnes = personalTransportTonnes(values);
  const cost = personalOffsetCostUsd(tonnes, project.priceUsdPerTonne);
  const valid = isValidTransportData(values);

  function invest() {
    const outcome = investOutcome(values);
    message.show(outcome);
    setInvested(outcome === 'CALCULATOR.INVESTED');
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
        <ListedProjects value={project} onChange={setProject} />
        <DonationChoices value={donation} onChange={setDonation} />
      </div>
      <div className={layout.aside}>
        <ResultsCard
          image={image}
          lines={[
            { label: COPY.results.distance, value: formatKm(totalTransportKm(values)) },
            { label: COPY.results.tonnes, value: formatEmission(tonnes) },
            {
              label: COPY.results.cost,
              value: formatAmount(cost, 'USD'),
              note: fillCopy(COPY.results.costAt, {
                price: formatWholeUsd(project.priceUsdPerTonne),
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
