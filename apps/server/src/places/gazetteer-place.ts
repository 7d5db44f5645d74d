import type { GeoPoint, PlaceKind } from '@netzero/core';

/** A place as the offline directory knows it, before indexing. */
export interface GazetteerPlace {
  /** Stable id, e.g. 'city:1261481' or 'airport:BOM'. */
  readonly id: string;
  readonly kind: PlaceKind;
  /** What a suggestion shows, e.g. 'New Delhi, India'. */
  readonly label: string;
  readonly point: GeoPoint;
  /** How prominent the place is, on a log10 scale (a city's is log10 of its population). */
  readonly prominence: number;
  /** Its own names, found from their start or from the start of any of their words. */
  readonly names: readonly string[];
  /** Other names that find it but weigh less than its own (an airport's town, former names). */
  readonly aliases?: readonly string[];
  /** Codes that find it only when typed in full (an airport's IATA code). */
  readonly codes?: readonly string[];
  /** The land a car can reach it on (roadRegion); places in different regions have no road route. Unknown when absent. */
  readonly roadRegion?: string;
}
