import {
  BOATING_TONNES_PER_KM,
  BOATING_TONNES_PER_PASSENGER_METRE,
  ESTIMATOR_MODES,
  EVENT_TONNES_PER_ATTENDEE_HOUR,
  EVENT_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_NIGHT_STAR,
  TOURISM_TONNES_PER_KM,
} from '@netzero/core';
import { BUSINESS_COPY } from '../../content/business.copy';
import { ESTIMATE_EXPORT_COPY } from '../../content/estimate-export.copy';
import { fillCopy } from '../../content/fill-copy';
import { type LineDraft, toEstimatorLine } from './estimator-draft';
import type { LineView } from './use-estimator';

const COPY = ESTIMATE_EXPORT_COPY;
const TRANSPORTS = BUSINESS_COPY.estimator.fields.transports;

/** One line of the downloads: its title, mode, inputs in words, tonnes CO2 and the factor applied. */
export type ReportLine = {
  readonly title: string;
  readonly mode: string;
  readonly inputs: string;
  /** Tonnes CO2, as the estimator computed them (whole grams). */
  readonly tonnes: number;
  readonly factor: string;
};

/** What the CSV and the PDF say: the lines, the total in tonnes CO2, and the link that reopens it. */
export type EstimateReport = {
  readonly lines: readonly ReportLine[];
  readonly total: number;
  readonly link: string;
};

const or = (text: string, fallback: string) => (text.trim() === '' ? fallback : text.trim());

function inputsOf(draft: LineDraft): string {
  const words = COPY.inputs;
  switch (draft.mode) {
    case 'tourism': {
      const boating = toEstimatorLine(draft).mode === 'boating';
      const hasRoute = draft.from.text.trim() !== '' || draft.to.text.trim() !== '';
      const parts = [
        boating ? words.boat : draft.transport ? TRANSPORTS[draft.transport] : words.noTransport,
        hasRoute
          ? fillCopy(words.route, {
              from: or(draft.from.text, words.noPlace),
              to: or(draft.to.text, words.noPlace),
            })
          : null,
        fillCopy(words.km, { km: or(draft.km, '0') }),
        boating ? fillCopy(words.passengers, { passengers: or(draft.passengers, '0') }) : null,
        boating ? fillCopy(words.boatLength, { length: or(draft.length, '0') }) : null,
      ];
      return parts.filter((part) => part !== null).join(', ');
    }
    case 'events':
      return [
        fillCopy(words.attendees, { attendees: or(draft.attendees, '0') }),
        fillCopy(words.hours, { hours: or(draft.hours, '0') }),
        fillCopy(words.energy, { energy: or(draft.energy, '0') }),
      ].join(', ');
    case 'hotels':
      return [
        fillCopy(words.nights, { nights: or(draft.nights, '0') }),
        draft.rating === null ? words.noRating : fillCopy(words.rating, { rating: draft.rating }),
        fillCopy(words.energy, { energy: or(draft.energy, '0') }),
      ].join(', ');
  }
}

/** The factor text of a line, from the core's factors (spec §9). */
export function factorOf(draft: LineDraft): string {
  const line = toEstimatorLine(draft);
  switch (line.mode) {
    case 'tourism':
      return line.transport === null
        ? COPY.factors.none
        : fillCopy(COPY.factors.perKm, {
            factor: TOURISM_TONNES_PER_KM[line.transport],
            transport: TRANSPORTS[line.transport],
          });
    case 'boating':
      return fillCopy(COPY.factors.boating, {
        perKm: BOATING_TONNES_PER_KM,
        perPassengerMetre: BOATING_TONNES_PER_PASSENGER_METRE,
      });
    case 'events':
      return fillCopy(COPY.factors.event, {
        perAttendeeHour: EVENT_TONNES_PER_ATTENDEE_HOUR,
        perEnergy: EVENT_TONNES_PER_ENERGY_UNIT,
      });
    case 'hotels':
      return fillCopy(COPY.factors.hotel, {
        perNightStar: HOTEL_TONNES_PER_NIGHT_STAR,
        perEnergy: HOTEL_TONNES_PER_ENERGY_UNIT,
      });
  }
}

/** The report of the estimator's lines, in screen order. */
export function estimateReport(
  views: readonly LineView[],
  total: number,
  link: string,
): EstimateReport {
  return {
    lines: views.map((view) => ({
      title: view.title,
      mode: ESTIMATOR_MODES.find((mode) => mode.id === view.draft.mode)?.label ?? view.draft.mode,
      inputs: inputsOf(view.draft),
      tonnes: view.tonnes,
      factor: factorOf(view.draft),
    })),
    total,
    link,
  };
}
