import { ESTIMATOR_MODES, factorSource, lineFactorTerms } from '@netzero/core';
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
  /** Each factor used, once, with its value, unit and source. */
  readonly factors: readonly string[];
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

/** The core's factor records a line's tonnes come from, in formula order (lineFactorTerms). */
function factorsOf(draft: LineDraft) {
  return lineFactorTerms(toEstimatorLine(draft)).flatMap((term) => {
    const source = factorSource(term.constant);
    return source ? [source] : [];
  });
}

function factorText(draft: LineDraft): string {
  const factors = factorsOf(draft);
  if (factors.length === 0) return COPY.factors.none;
  return factors
    .map((factor) => fillCopy(COPY.factors.term, { value: factor.value, unit: factor.unit }))
    .join(COPY.factors.joiner);
}

/** Every factor the lines use, once each, with its source (the PDF's list). */
function factorNotes(views: readonly LineView[]): string[] {
  const seen = new Map<string, string>();
  for (const factor of views.flatMap((view) => factorsOf(view.draft))) {
    seen.set(
      factor.constant,
      fillCopy(COPY.factors.note, {
        label: factor.label,
        value: factor.value,
        unit: factor.unit,
        source: factor.source,
      }),
    );
  }
  return [...seen.values()];
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
      factor: factorText(view.draft),
    })),
    factors: factorNotes(views),
    total,
    link,
  };
}
