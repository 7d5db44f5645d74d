import { placeSearchKey } from '@netzero/core';
import type { GazetteerPlace } from './gazetteer-place.js';

/** What a search key was made from. */
export type KeyKind = 'name' | 'alias' | 'word' | 'code';

// Score bonus of a key typed in full, or of one that only starts with the search (a code must be
// typed in full). A place's prominence adds to it, on a log10 scale: +1 weighs like a ten times
// bigger city.
const FULL_BONUS: Readonly<Record<KeyKind, number>> = { name: 3, code: 3, alias: 1.5, word: 1.5 };
const PREFIX_BONUS: Readonly<Record<KeyKind, number | null>> = {
  name: 1,
  alias: 0.5,
  word: 0.5,
  code: null,
};

// Short joining words that start no key of their own ('del' finds Delhi, not Costa del Sol).
const JOINING_WORDS = new Set([
  ...['a', 'al', 'am', 'an', 'and', 'au', 'aux', 'd', 'da', 'das', 'de', 'dei', 'del', 'della'],
  ...['dem', 'den', 'der', 'des', 'di', 'do', 'dos', 'du', 'e', 'el', 'en', 'et', 'im', 'l'],
  ...['la', 'las', 'le', 'les', 'lo', 'los', 'of', 'on', 's', 'sur', 'the', 'und', 'upon'],
  ...['van', 'von', 'y', 'zu', 'zum', 'zur'],
]);

/**
 * The search keys of a place, each once with the best kind it has: its codes, its own names and its
 * aliases whole ('new delhi'), and each from every later word that is not a joining word ('delhi').
 */
export function placeKeys(place: GazetteerPlace): Map<string, KeyKind> {
  const keys = new Map<string, KeyKind>();
  const add = (key: string, kind: KeyKind) => {
    if (key !== '' && !keys.has(key)) keys.set(key, kind);
  };
  const names = place.names.map(placeSearchKey);
  const aliases = (place.aliases ?? []).map(placeSearchKey);
  for (const code of place.codes ?? []) add(placeSearchKey(code), 'code');
  for (const name of names) add(name, 'name');
  for (const alias of aliases) add(alias, 'alias');
  for (const key of [...names, ...aliases]) {
    for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1)) {
      const rest = key.slice(space + 1);
      if (!JOINING_WORDS.has(rest.split(' ', 1)[0] ?? '')) add(rest, 'word');
    }
  }
  return keys;
}

/** The score bonus of a key that starts with the search, or null when it does not count. */
export function matchBonus(key: string, search: string, kind: KeyKind): number | null {
  return key === search ? FULL_BONUS[kind] : PREFIX_BONUS[kind];
}
