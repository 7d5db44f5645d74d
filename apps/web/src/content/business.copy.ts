/** Copy of the business pages; every user-facing string of those pages lives here (DESIGN §3.11). */
export const BUSINESS_COPY = {
  /** /Business: 'Solutions For Business' (spec §2 'Business estimator'). */
  page: {
    eyebrow: 'For business',
    title: 'Solutions For Business',
    lead: 'Estimate the CO2 of your travel, events and hotel stays in a few minutes, then offset it with verified credits, once or every month.',
  },
  /** The 'Quick Carbon Estimator' accordion. */
  estimator: {
    option: 'Option 1 · Quick estimate',
    title: 'Quick Carbon Estimator',
    intro:
      'Add each trip, event and hotel stay. Every line shows its CO2 as you type, and the totals add up on the right. The estimate stays in the page address and on this device, and nothing is sent until you choose a plan.',
    illustrationAlt: '',
    modes: {
      tourism: {
        description:
          'Flights per traveller, car trips per car, boat trips by the boat. Pick From and To and we fill in the distance.',
        lineTitle: 'Trip {n}',
        add: 'Add a trip',
        remove: 'Remove',
        removeLabel: 'Remove trip {n}',
        empty: 'No trips yet.',
      },
      events: {
        description: 'Conferences, launches and offsites: people on site, hours, and venue energy.',
        lineTitle: 'Event {n}',
        add: 'Add an event',
        remove: 'Remove',
        removeLabel: 'Remove event {n}',
        empty: 'No events yet.',
      },
      hotels: {
        description: 'Room nights by hotel class, plus the energy the stay used.',
        lineTitle: 'Hotel stay {n}',
        add: 'Add a hotel stay',
        remove: 'Remove',
        removeLabel: 'Remove hotel stay {n}',
        empty: 'No hotel stays yet.',
      },
    },
    subtotal: 'Subtotal',
    lineTonnes: '{amount} CO2',
    fields: {
      transport: 'Transport',
      transportPlaceholder: 'Choose transport',
      transports: { Flight: 'Flight', Boat: 'Boat', Car: 'Car' },
      boatHelper:
        'Boat: {boatKg} kg CO2 per km. Add passengers and boat length to count the whole boat instead: {boatingKg} kg per km plus {boatingLengthKg} kg per passenger per metre.',
      from: 'From',
      to: 'To',
      placeHelper: 'Type a city, airport or port, then pick From and To from the list.',
      km: 'Distance (km)',
      kmHelper: 'Pick From and To to fill this in, or type it.',
      passengers: 'Passengers (optional)',
      length: 'Boat length (m, optional)',
      attendees: 'Attendees',
      hours: 'Duration (hours)',
      eventEnergy: 'Venue energy (units)',
      eventEnergyHelper: 'From the venue’s meter or invoice, e.g. kWh.',
      nights: 'Room nights',
      rating: 'Star rating',
      ratingOption: '{n}★',
      ratingOptionLabel: '{n} star',
      ratingOptionLabelPlural: '{n} stars',
      hotelEnergy: 'Energy use (units)',
      hotelEnergyHelper: 'The stay’s share of the hotel’s energy, e.g. kWh.',
    },
    /** What the short names of missing fields are, in the 'what is missing' list. */
    fieldNames: {
      transport: 'transport',
      km: 'distance',
      passengers: 'passengers',
      length: 'boat length',
      attendees: 'attendees',
      hours: 'duration',
      energy: 'energy units',
      nights: 'room nights',
      rating: 'star rating',
    },
    suggestions: {
      found: '{count} places found. Use the up and down arrows, then Enter, to choose one.',
      foundOne: '1 place found. Use the down arrow, then Enter, to choose it.',
      none: 'No matching places. You can type the distance yourself.',
      unavailable: 'Place suggestions are unavailable right now. Type the distance yourself.',
      kinds: { city: 'City', airport: 'Airport', port: 'Port', place: 'Place' },
    },
    distance: {
      loading: 'Finding the distance…',
      fromPlaces: {
        Flight: 'From suggestions: the flight distance between your places. You can change it.',
        Car: 'From suggestions: the road distance between your places. You can change it.',
        Boat: 'From suggestions: the sea distance between your places. You can change it.',
      },
      failed: 'We could not find the distance between these places. Please type it.',
    },
    summary: {
      heading: 'Your estimate',
      totalLabel: 'Total',
      chartCaption: 'Estimate by mode',
      chartShare: '{percent}%',
      chooseButton: 'Choose A Plan',
      emptyHelp: 'Add a trip, an event or a hotel stay to start your estimate.',
      missingIntro: 'Complete every line to choose a plan. Still missing:',
      missingItem: '{line}: {fields}',
      readyHelp: 'Every line is complete. Choose how to offset {amount}.',
    },
    method: {
      heading: 'How we calculate',
      items: [
        'Flight: {flightKg} kg CO2 per km, per traveller.',
        'Car: {carKg} kg CO2 per km, per car.',
        'Boat: {boatKg} kg CO2 per km; with passengers and boat length, {boatingKg} kg per km plus {boatingLengthKg} kg per passenger per metre of boat length. The detailed-estimate file uses the same rule.',
        'Events: {eventKg} kg CO2 per attendee per hour, plus {eventEnergyKg} kg per energy unit.',
        'Hotels: {hotelKg} kg CO2 per room night per star, plus {hotelEnergyKg} kg per energy unit.',
      ],
    },
  },
  /** The 'Choose A Plan' popup. */
  planModal: {
    title: 'Choose A Plan',
    estimate: 'Your estimate: {amount}\u00a0CO2',
    quantity: 'We round up to whole tonnes, so we suggest offsetting {quantity}\u00a0CO2.',
    /** Shown instead of `quantity` when the estimate is more than one order may hold. */
    capped:
      'That is {estimate}\u00a0CO2 in whole tonnes. One order can hold at most {max}, so the options below offer {max}; for the rest, talk to us.',
    oneTimeTitle: 'One-time Purchase',
    oneTimeBody: 'Offset {quantity} once, at {price} per tonne: {total} in total.',
    /** A button's text: plain spaces, the button keeps it on one line. */
    oneTimeAction: 'Buy {quantity} t once',
    subscriptionTitle: 'Subscription',
    subscriptionBody:
      'Offset every month, if this estimate is a typical month. {plan} covers up to {planQuantity} a month.',
    subscriptionBodyPartial:
      'Offset every month, if this estimate is a typical month. Our largest plan, {plan}, covers {planQuantity} a month.',
    subscriptionAction: 'See monthly plans',
    largerTitle: 'Larger volumes',
    largerBody:
      'We arrange purchases above {max} with you directly: the projects, the price and the delivery. The enquiry form opens with your estimate filled in.',
    largerAction: 'Talk to us about larger volumes',
    /** The enquiry the 'Talk to us' link pre-fills (plain text: it is sent as typed). */
    largerEnquiry:
      'We would like to offset {tonnes} t CO2, our estimate from {source}. That is more than one online order can hold ({max} t), so please contact us about buying this volume.',
    largerEnquiryFile: 'the file {name}',
    largerEnquiryEstimator: 'the Business estimator',
    close: 'Keep editing',
  },
  /** The note /Subscription shows for an estimate carried over as ?tonnes=N. */
  subscriptionEstimate: {
    covered: 'Your estimate: {tonnes} t CO2 a month → {plan}',
    partial:
      'Your estimate: {tonnes} t CO2 a month → {plan} covers {quantity} t of it. Offset the other {rest} t with a one-time purchase.',
    restLink: 'Buy {rest} t once',
    match: 'Matches your estimate',
  },
} as const;
