/** A list item split into its short bold label ('Permanence:', 'Biochar.') and the text after it. */
export interface LeadIn {
  readonly lead: string;
  readonly rest: string;
}

// A label is at most this many words, ending in '.' or ':' before the rest of the item.
const MAX_LEAD_WORDS = 8;
const LEAD_PATTERN = /^([^.:?]+[.:])\s+(\S[\s\S]*)$/;

function leadIn(text: string): LeadIn | null {
  const match = LEAD_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  if (match[1].split(/\s+/).length > MAX_LEAD_WORDS) return null;
  return { lead: match[1], rest: match[2] };
}

/** Each item's label and text when every item of the list starts with a label; else null. */
export function leadIns(items: readonly string[]): readonly LeadIn[] | null {
  const split = items.map(leadIn);
  return split.every((item): item is LeadIn => item !== null) ? split : null;
}
