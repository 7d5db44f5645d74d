// A1-style references: letters name the column (A = 0, Z = 25, AA = 26 …), digits the row from 1.
const CELL_REF = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/;

/** The zero-based column and the one-based row of an A1 cell reference such as 'AB12', or null when malformed. */
export function parseCellRef(
  ref: string,
): { readonly column: number; readonly row: number } | null {
  const match = CELL_REF.exec(ref.trim().toUpperCase());
  if (!match) return null;
  const [, letters = '', digits = ''] = match;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column: column - 1, row: Number(digits) };
}
