/** How an estimator line shows its factors and their sources (issue 18 item 4). */
export const LINE_FACTOR_COPY = {
  /** Which of the two Boat formulas the line uses (tripLine's rule), before its terms. */
  boatLead: {
    perKm: 'Counted per km:',
    wholeBoat: 'Counted for the whole boat:',
  },
  /** One term of the line's formula: the buyer's numbers ({a}, {b}) × the factor in kg. */
  terms: {
    FLIGHT_TONNES_PER_KM: '{a} km × {kg} kg',
    CAR_TONNES_PER_KM: '{a} km × {kg} kg',
    BOAT_TONNES_PER_KM: '{a} km × {kg} kg',
    BOATING_TONNES_PER_KM: '{a} km × {kg} kg',
    BOATING_TONNES_PER_PASSENGER_METRE: '{a} × {b} m × {kg} kg',
    EVENT_TONNES_PER_ATTENDEE_HOUR: '{a} attendees × {b} h × {kg} kg',
    EVENT_TONNES_PER_ENERGY_UNIT: '{a} units × {kg} kg',
    HOTEL_TONNES_PER_NIGHT_STAR: '{a} nights × {b}★ × {kg} kg',
    HOTEL_TONNES_PER_ENERGY_UNIT: '{a} units × {kg} kg',
  } as Readonly<Record<string, string>>,
  /** Where the factor comes from, and the closest public reference. */
  source: '· spec factor · {reference}',
  sourceNoPublic: '· spec factor, no public source · closest: {reference}',
} as const;
