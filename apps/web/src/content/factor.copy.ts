/** How a factor's references and differences are written, on /Methodology and on the estimator's lines. */
export const FACTOR_COPY = {
  reference: '{name}: {value} kg CO2e per {unit} · {publisher}{year}',
  recentEditions: ', recent editions',
  referenceShort: '{publisher}{year} {name}: {value} kg/{unit}',
  differenceRange: '{low} to {high}',
} as const;
