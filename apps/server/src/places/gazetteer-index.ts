import {
  type GeoPoint,
  PLACE_QUERY_MIN_CHARS,
  type PlaceKind,
  type PlaceSuggestion,
  placeSearchKey,
} from '@netzero/core';
import type { GazetteerPlace } from './gazetteer-place.js';
import { runInSlices } from './run-in-slices.js';
import { type KeyKind, matchBonus, placeKeys } from './search-keys.js';
import { compareCodeUnits, sortedPositions } from './sorted-positions.js';

/** Places indexed between two chances to pause (a fraction of a millisecond of work). */
const PLACES_PER_STEP = 100;

/** A place found by id. */
export interface IndexedPlace {
  readonly label: string;
  readonly kind: PlaceKind;
  readonly point: GeoPoint;
  /** Its road region (roadRegion), undefined when unknown. */
  readonly roadRegion: string | undefined;
}

/**
 * An in-memory prefix index of places, compared by placeSearchKey (case and accents do not matter).
 * Each name is a sorted key, once whole and once from each later word ('new delhi', 'delhi'), so a
 * search is a binary search plus a scan of the keys that start with it.
 */
export class GazetteerIndex {
  readonly #ids: string[] = [];
  readonly #labels: string[] = [];
  readonly #kinds: PlaceKind[] = [];
  readonly #lats: number[] = [];
  readonly #lons: number[] = [];
  readonly #prominence: number[] = [];
  // A few hundred distinct strings, shared by all places.
  readonly #roadRegions: (string | undefined)[] = [];
  readonly #byId = new Map<string, number>();
  #keys: string[] = [];
  #keyPlace: number[] = [];
  #keyKind: KeyKind[] = [];

  /**
   * Indexes the places; a later place with an id already seen is ignored. The work runs in slices
   * of `sliceMs` (runInSlices) because the world's places take most of a second to index, which a
   * server must not spend without answering requests.
   */
  static build(places: Iterable<GazetteerPlace>, sliceMs?: number): Promise<GazetteerIndex> {
    return runInSlices(GazetteerIndex.#build(places), sliceMs);
  }

  static *#build(places: Iterable<GazetteerPlace>): Generator<void, GazetteerIndex> {
    const index = new GazetteerIndex();
    let added = 0;
    for (const place of places) {
      index.#add(place);
      if (++added % PLACES_PER_STEP === 0) yield;
    }
    const order = yield* sortedPositions(index.#keys);
    index.#reorderKeys(order);
    return index;
  }

  /** How many places the index holds. */
  get size(): number {
    return this.#ids.length;
  }

  /** The place with this id, if any. */
  find(id: string): IndexedPlace | undefined {
    const at = this.#byId.get(id);
    if (at === undefined) return undefined;
    const point = { lat: this.#lats[at] ?? 0, lon: this.#lons[at] ?? 0 };
    return {
      label: this.#labels[at] ?? '',
      kind: this.#kinds[at] ?? 'place',
      point,
      roadRegion: this.#roadRegions[at],
    };
  }

  /**
   * Up to `limit` places for a search, best first: an own name or a code typed in full, then an
   * alias or the last words of a name in full, then the start of a name, then the start of an
   * alias or of a word, each weighed with the place's prominence.
   * Trailing words that match none of the names narrow the search by the label ('paris france').
   */
  search(query: string, limit: number): PlaceSuggestion[] {
    const words = placeSearchKey(query).split(' ').filter(Boolean);
    for (let head = words.length; head > 0; head--) {
      const prefix = words.slice(0, head).join(' ');
      if (prefix.length < PLACE_QUERY_MIN_CHARS) break;
      const found = this.#best(prefix, words.slice(head), limit);
      if (found.length > 0) return found;
    }
    return [];
  }

  #add(place: GazetteerPlace): void {
    if (this.#byId.has(place.id)) return;
    const at = this.#ids.length;
    this.#byId.set(place.id, at);
    this.#ids.push(place.id);
    this.#labels.push(place.label);
    this.#kinds.push(place.kind);
    this.#lats.push(place.point.lat);
    this.#lons.push(place.point.lon);
    this.#prominence.push(place.prominence);
    this.#roadRegions.push(place.roadRegion);
    for (const [key, kind] of placeKeys(place)) {
      this.#keys.push(key);
      this.#keyPlace.push(at);
      this.#keyKind.push(kind);
    }
  }

  #reorderKeys(order: readonly number[]): void {
    const keys = this.#keys;
    this.#keys = order.map((i) => keys[i] ?? '');
    this.#keyPlace = order.map((i) => this.#keyPlace[i] ?? 0);
    this.#keyKind = order.map((i) => this.#keyKind[i] ?? 'name');
  }

  #best(prefix: string, labelWords: readonly string[], limit: number): PlaceSuggestion[] {
    const scores = new Map<number, number>();
    for (let i = lowerBound(this.#keys, prefix); i < this.#keys.length; i++) {
      const key = this.#keys[i] ?? '';
      if (!key.startsWith(prefix)) break;
      const at = this.#keyPlace[i] ?? 0;
      const bonus = matchBonus(key, prefix, this.#keyKind[i] ?? 'name');
      if (bonus === null || (labelWords.length > 0 && !this.#labelHas(at, labelWords))) continue;
      const score = (this.#prominence[at] ?? 0) + bonus;
      if (score > (scores.get(at) ?? Number.NEGATIVE_INFINITY)) scores.set(at, score);
    }
    const ranked = [...scores].sort(
      ([a, scoreA], [b, scoreB]) =>
        scoreB - scoreA || compareCodeUnits(this.#labels[a] ?? '', this.#labels[b] ?? ''),
    );
    const seen = new Set<string>();
    const found: PlaceSuggestion[] = [];
    for (const [at] of ranked) {
      const label = this.#labels[at] ?? '';
      // Two places with the same label cannot be told apart in a list: show the more prominent.
      if (seen.has(label)) continue;
      seen.add(label);
      found.push({ id: this.#ids[at] ?? '', label, kind: this.#kinds[at] ?? 'place' });
      if (found.length === limit) break;
    }
    return found;
  }

  #labelHas(at: number, words: readonly string[]): boolean {
    const labelWords = placeSearchKey(this.#labels[at] ?? '').split(' ');
    return words.every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
  }
}

/** The first position whose key is not below `prefix` (keys sorted by code unit). */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
