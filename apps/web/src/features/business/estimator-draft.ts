import {
  type EstimatorLine,
  type EstimatorLineField,
  type EstimatorMode,
  parseNumberInput,
  type TourismTransport,
  tripLine,
} from '@netzero/core';

/** What a From or To field holds: the text shown, and the place id once picked from suggestions. */
export type PlaceValue = { readonly text: string; readonly id: string | null };

/** A Tourism & Travel line as typed; a Boat with passengers or length is core's boating variant (tripLine). */
export type TripDraft = {
  readonly key: number;
  readonly mode: 'tourism';
  readonly transport: TourismTransport | null;
  readonly from: PlaceValue;
  readonly to: PlaceValue;
  readonly km: string;
  /** Whether km holds the distance service's answer for the picked places (not typed by hand). */
  readonly kmFromPlaces: boolean;
  readonly passengers: string;
  readonly length: string;
};

/** An Events & Conferences line as typed. */
export type EventDraft = {
  readonly key: number;
  readonly mode: 'events';
  readonly attendees: string;
  readonly hours: string;
  readonly energy: string;
};

/** A Hotels & Resorts line as typed; the rating is picked from 1–5 stars. */
export type HotelDraft = {
  readonly key: number;
  readonly mode: 'hotels';
  readonly nights: string;
  readonly rating: number | null;
  readonly energy: string;
};

/** One estimator line as the form holds it. */
export type LineDraft = TripDraft | EventDraft | HotelDraft;

/** The draft of a mode. */
export type DraftOfMode<M extends EstimatorMode> = Extract<LineDraft, { mode: M }>;

/** The fields a draft's patch may change (everything but its identity). */
export type DraftPatch<D extends LineDraft> = Partial<Omit<D, 'key' | 'mode'>>;

const NO_PLACE: PlaceValue = { text: '', id: null };

/** A new, empty line of a mode. */
export function emptyDraft(mode: EstimatorMode, key: number): LineDraft {
  switch (mode) {
    case 'tourism':
      return {
        key,
        mode,
        transport: null,
        from: NO_PLACE,
        to: NO_PLACE,
        km: '',
        kmFromPlaces: false,
        passengers: '',
        length: '',
      };
    case 'events':
      return { key, mode, attendees: '', hours: '', energy: '' };
    case 'hotels':
      return { key, mode, nights: '', rating: null, energy: '' };
  }
}

// A typed but unreadable number still counts as given, as in the file, so the line asks for it.
function givenNumber(text: string): number | null {
  return text.trim() === '' ? null : (parseNumberInput(text) ?? Number.NaN);
}

/** The core estimator line of a draft: a Boat trip with passengers or length is the boating variant. */
export function toEstimatorLine(draft: LineDraft): EstimatorLine {
  switch (draft.mode) {
    case 'tourism':
      // The core's one rule for Boat: per km unless passengers or length is given.
      return tripLine({
        transport: draft.transport,
        from: draft.from.text.trim(),
        to: draft.to.text.trim(),
        km: parseNumberInput(draft.km),
        passengers: draft.transport === 'Boat' ? givenNumber(draft.passengers) : null,
        length: draft.transport === 'Boat' ? givenNumber(draft.length) : null,
      });
    case 'events':
      return {
        mode: 'events',
        attendees: parseNumberInput(draft.attendees),
        hours: parseNumberInput(draft.hours),
        energy: parseNumberInput(draft.energy),
      };
    case 'hotels':
      return {
        mode: 'hotels',
        nights: parseNumberInput(draft.nights),
        rating: draft.rating,
        energy: parseNumberInput(draft.energy),
      };
  }
}

/** The fields of a draft in screen order (the order errors are listed and focused in). */
export function fieldOrder(draft: LineDraft): readonly EstimatorLineField[] {
  switch (draft.mode) {
    case 'tourism':
      return draft.transport === 'Boat'
        ? ['transport', 'km', 'passengers', 'length']
        : ['transport', 'km'];
    case 'events':
      return ['attendees', 'hours', 'energy'];
    case 'hotels':
      return ['nights', 'rating', 'energy'];
  }
}

/** The DOM id of a line's field, so that the 'still missing' list can focus it. */
export function fieldDomId(prefix: string, key: number, field: EstimatorLineField): string {
  return `${prefix}-line-${key}-${field}`;
}
