/** Fewest characters of a place search, after trimming. */
export const PLACE_QUERY_MIN_CHARS = 2;

/** Most characters of a place search, after trimming. */
export const PLACE_QUERY_MAX_CHARS = 100;

/** Most suggestions one place search returns. */
export const PLACE_SUGGESTIONS_MAX = 8;

// Latin letters that Unicode does not decompose into a base letter plus accents.
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const PRINTABLE_ASCII = /^[ -~]*$/;
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * The form in which place names and searches are compared: lower case, without accents ('São Paulo'
 * → 'sao paulo', 'Łódź' → 'lodz'), every run of punctuation or spaces as one space, trimmed.
 */
export function placeSearchKey(text: string): string {
  // Plain ASCII, most names: the same result without Unicode normalisation (several times faster).
  if (PRINTABLE_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  // FOLDABLE matches only FOLDED_LETTERS' keys.
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(FOLDABLE, (letter) => FOLDED_LETTERS[letter] as string)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a place search has an acceptable length once trimmed (PLACE_QUERY_MIN_CHARS…MAX_CHARS). */
export function isPlaceQueryLength(query: string): boolean {
  const length = query.trim().length;
  return length >= PLACE_QUERY_MIN_CHARS && length <= PLACE_QUERY_MAX_CHARS;
}
