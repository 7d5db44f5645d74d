/** A query string's values without the absent ones (ky would send "undefined"). */
export function definedParams(
  values: Readonly<Record<string, string | number | undefined>>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}
