import { SITE_ROUTES } from '@netzero/content';
import { SITE_COPY } from './site.copy';

/** The story of one static project page (spec §2 'Static project pages'), beside its catalogue facts. */
export interface ProjectStory {
  /** The project's page, as spelt in spec §2 (the product's plpUrl). */
  readonly path: string;
  readonly intro: readonly string[];
  readonly whyItMatters: readonly string[];
  /** What the project does on the ground, one step per item. */
  readonly onTheGround: readonly string[];
  /** How the credits are calculated, monitored and verified. */
  readonly verification: readonly string[];
  readonly communityBenefits: readonly string[];
  /** How the project serves each of its UN Sustainable Development Goals, by goal number. */
  readonly sdgs: readonly { readonly goal: number; readonly how: string }[];
  readonly location: { readonly region: string; readonly details: string };
}

const CLEAN_BIO_ENERGY: ProjectStory = {
  path: SITE_ROUTES.cleanBioEnergy,
  intro: [
    'Each digester is a small, sealed tank built beside a farmhouse. Dung and water go in every day; without air, bacteria break the mixture down and release biogas, mostly methane, which is piped to the kitchen. What is left flows out as a rich slurry for the fields.',
    'The project earns credits in two ways at once: for the firewood the gas replaces, and for the methane that no longer escapes from rotting dung. Both are counted conservatively and checked by an independent auditor before any credit is issued.',
  ],
  whyItMatters: [
    'Many rural households in central and western India still cook on wood fires. Where wood is cut faster than it grows back, burning it adds CO2 to the air, and the smoke fills the room where the family cooks and eats.',
    'Dung left to rot in heaps also gives off methane, a greenhouse gas far more potent than CO2 in the decades after it is released. A digester captures that gas and burns it as fuel instead.',
  ],
  onTheGround: [
    'Digesters are built beside the homes of farming families that keep cattle, sized to the dung their herd produces.',
    'Trained masons build each unit, and families learn how to feed it every day and how to use the slurry.',
    'A pipe carries the gas to a burner in the kitchen, which takes over everyday cooking from the wood fire.',
    'Field teams come back to fix leaks and blocked pipes, so that digesters keep working year after year.',
  ],
  verification: [
    'Reductions are calculated under a Gold Standard methodology from the firewood each working digester displaces, counting only wood from non-renewable sources, plus the methane the dung would otherwise have released.',
    'Household surveys check that digesters are in use. An independent auditor accredited by the Gold Standard verifies the monitoring before credits are issued, each with its own serial number, on the Gold Standard registry.',
  ],
  communityBenefits: [
    'Cleaner kitchen air, because gas burns without the smoke of a wood fire.',
    'Time saved on gathering firewood, work that often falls to women and girls.',
    'Slurry that feeds the fields and cuts spending on chemical fertiliser.',
    'Lower fuel costs once the digester is running.',
  ],
  sdgs: [
    {
      goal: 1,
      how: 'Savings on firewood and fertiliser leave more of a farm family’s income for other needs.',
    },
    { goal: 3, how: 'Cooking on gas instead of an open fire cuts the family’s exposure to smoke.' },
    {
      goal: 5,
      how: 'Less time spent collecting wood and tending fires, tasks that fall mostly to women.',
    },
    { goal: 7, how: 'Biogas gives households a modern, renewable cooking fuel.' },
    {
      goal: 13,
      how: 'Displaced firewood and captured methane mean fewer greenhouse gases in the air.',
    },
  ],
  location: {
    region: 'Madhya Pradesh and Maharashtra, India',
    details:
      'Rural farming districts in two neighbouring states of central and western India, where smallholders keep cattle and many families still cook with firewood.',
  },
};

const WATER_PURIFICATION: ProjectStory = {
  path: SITE_ROUTES.waterPurification,
  intro: [
    'The filters treat water at home, where families drink it, so they do not depend on a piped supply. Because the project counts only the filters still in use, its credits follow what households actually do, not how many filters were handed out.',
    'A grouped project brings many small installations together under one registered project, so new households can join over time under the same rules and the same monitoring.',
  ],
  whyItMatters: [
    'Where piped water is unreliable, families often make water safe by boiling it over a wood or coal fire. That costs fuel, time and money, and every fire adds CO2 and smoke.',
    'A filter that removes harmful microbes gives the same protection without the fire. Every litre that no longer has to be boiled avoids the emissions of the fuel that would have heated it.',
  ],
  onTheGround: [
    'Filters are delivered to households with a demonstration of how to use and clean them.',
    'Local technicians service the filters and replace worn parts so that they keep working.',
    'Families learn how to store treated water safely.',
    'Every year a survey counts the filters still in daily use.',
  ],
  verification: [
    'Credits are calculated only for the filters that surveys find in daily use, from the fuel that boiling the same water would have burnt.',
    'An independent auditor accredited by the Gold Standard checks the survey and usage data before credits are issued, each with its own serial number, on the Gold Standard registry.',
  ],
  communityBenefits: [
    'Safe drinking water at home, lowering the risk of waterborne illness.',
    'No fuel to buy or gather just to boil water.',
    'Less smoke in the home from fires lit only for boiling.',
    'Local jobs servicing the filters.',
  ],
  sdgs: [
    { goal: 3, how: 'Filtered water lowers the risk of waterborne illness.' },
    { goal: 6, how: 'Households gain safe drinking water at home.' },
    { goal: 13, how: 'Water that no longer needs boiling avoids the CO2 of the fuel.' },
  ],
  location: {
    region: 'West Bengal, India',
    details:
      'Rural villages of West Bengal in eastern India, where many households draw water from wells, ponds and hand pumps rather than a treated piped supply.',
  },
};

const KHASI_HILLS: ProjectStory = {
  path: SITE_ROUTES.khasiHills,
  intro: [
    'The Khasi Hills rise steeply from the plains of Bangladesh to the Shillong plateau. Much of their forest is owned and governed by local communities, so protection here is decided village by village rather than imposed from outside.',
    'It is a REDD+ project: it reduces emissions from deforestation and forest degradation, and the regrowth it supports draws more CO2 out of the air.',
  ],
  whyItMatters: [
    'The forests of the Khasi Hills hold carbon in their trees and soils. When they are cut for charcoal or timber, or cleared for crops, that carbon returns to the air.',
    'The same forests shelter springs and streams and hold soil on steep slopes, in one of the wettest parts of India. Keeping them standing protects the water and land that villages depend on.',
  ],
  onTheGround: [
    'Village councils agree which forest areas to protect and set the rules for their use.',
    'Community members patrol the forests and help prevent and fight fires.',
    'Degraded areas are protected, planted with native seedlings where needed, and left to regenerate.',
    'Alternative livelihoods are supported so that households depend less on cutting the forest.',
  ],
  verification: [
    'Forest cover is monitored with satellite imagery and field plots, and compared with a baseline of the forest that would have been lost without the project.',
    'Under Verra’s VCS rules, deductions are made for leakage, clearing that simply moves elsewhere, and a share of credits is held in a pooled buffer against losses such as fire. An accredited independent auditor verifies the results before credits are issued, each with its own serial number, on the Verra registry.',
  ],
  communityBenefits: [
    'Carbon finance for the village councils that manage the community forests.',
    'Protected springs and streams that supply villages with water.',
    'Paid work in patrolling, fire control and restoration.',
    'A role for women’s groups in forest management and in the livelihood work the project funds.',
  ],
  sdgs: [
    { goal: 1, how: 'Carbon revenue and paid work reach forest communities.' },
    { goal: 5, how: 'Women’s groups take part in forest management and in the livelihood work.' },
    {
      goal: 13,
      how: 'Avoided deforestation keeps carbon in the forest, and regrowth removes more.',
    },
    { goal: 15, how: 'Protected and restored forest keeps habitats and hill soils intact.' },
  ],
  location: {
    region: 'Meghalaya, India',
    details:
      'The Khasi Hills of Meghalaya, a hill state in north-east India where much of the forest is held by communities and clans and managed through their traditional institutions.',
  },
};

const COOKSTOVE_JHARKHAND: ProjectStory = {
  path: SITE_ROUTES.cookstoveJharkhand,
  intro: [
    'A traditional fire of three stones loses most of its heat to the air around the pot. The improved stoves enclose the fire and guide its heat to the pot, so a meal needs less wood and makes less smoke.',
    'The stoves burn the same fuel families already use, so cooking changes little, which helps the new stove stay in daily use.',
  ],
  whyItMatters: [
    'Many families in rural Jharkhand cook on open fires fed with wood from nearby forests. Where more wood is taken than grows back, burning it adds CO2 to the air and thins the forest.',
    'An open fire also burns wood incompletely and fills the kitchen with smoke. An efficient stove needs less wood for the same meal and burns it more cleanly.',
  ],
  onTheGround: [
    'Stoves are handed over to households with a demonstration of how to use them.',
    'Each stove is registered to a household so that its use can be followed over time.',
    'Local staff visit homes to check stoves and replace worn parts.',
    'Families are surveyed on how often they cook on the new stove and whether the old fire is still lit.',
  ],
  verification: [
    'Reductions are calculated under a Gold Standard methodology from the firewood saved, counting only wood from non-renewable sources and only the stoves that surveys find in use.',
    'Usage surveys and kitchen tests feed the monitoring report, which an independent auditor accredited by the Gold Standard verifies before credits are issued, each with its own serial number, on the Gold Standard registry.',
  ],
  communityBenefits: [
    'Less smoke in the kitchen for the people who cook and the children nearby.',
    'Less time spent gathering firewood, work often done by women and girls.',
    'Less money spent on fuel where wood has to be bought.',
    'Less pressure on nearby forests.',
  ],
  sdgs: [
    { goal: 3, how: 'Cleaner burning cuts the smoke people breathe at home.' },
    {
      goal: 5,
      how: 'Less time gathering wood and cooking over smoky fires, work mostly done by women.',
    },
    { goal: 7, how: 'Efficient stoves make cooking fuel go further.' },
    { goal: 13, how: 'Less non-renewable wood burnt means less CO2.' },
    { goal: 15, how: 'Lower demand for firewood eases pressure on local forests.' },
  ],
  location: {
    region: 'Jharkhand, India',
    details:
      'Villages in Jharkhand, a forested state in eastern India with a large rural and Adivasi population, where firewood is the main cooking fuel for many households.',
  },
};

const ELECTRIC_RIDE_HAILING: ProjectStory = {
  path: SITE_ROUTES.bluSmart,
  intro: [
    'Passengers book trips through an app, and every car in the fleet is electric. The project records the distance each car drives and the electricity it uses, so each credit can be traced back to metered data.',
  ],
  whyItMatters: [
    'Road transport is a large and growing source of emissions in Indian cities, and a taxi covers far more kilometres a day than a private car. Moving high-mileage vehicles to electricity saves more fuel per vehicle than electrifying a car that is driven less.',
    'Electric cars also produce no exhaust on the street, which matters in cities where air quality is often poor.',
  ],
  onTheGround: [
    'Electric cars serve passengers through a ride-hailing service in both metropolitan areas.',
    'Charging hubs keep the fleet on the road through the day.',
    'The kilometres each car drives and the electricity it draws are recorded for every vehicle in the fleet.',
  ],
  verification: [
    'The baseline is the fuel a conventional petrol, diesel or CNG taxi would burn over the same kilometres. From it the project subtracts the emissions of the electricity the cars used, calculated with the published emission factor of India’s power grid.',
    'Trip and charging data go into monitoring reports, which an accredited independent auditor verifies under Verra’s VCS rules before credits are issued, each with its own serial number, on the Verra registry.',
  ],
  communityBenefits: [
    'No exhaust from the fleet’s cars on city streets.',
    'Quieter vehicles in dense traffic.',
    'Driving and maintenance jobs in a growing electric-vehicle industry.',
  ],
  sdgs: [
    { goal: 3, how: 'No exhaust where the cars drive helps the air people breathe in the city.' },
    { goal: 7, how: 'Passenger trips run on electricity instead of petrol, diesel or CNG.' },
    { goal: 9, how: 'Charging hubs and fleet systems build clean transport infrastructure.' },
    { goal: 11, how: 'Cleaner, quieter shared transport in two of India’s largest cities.' },
    { goal: 13, how: 'Each electric kilometre avoids the net CO2 of a fossil-fuel taxi.' },
  ],
  location: {
    region: 'Delhi NCR and Bengaluru, India',
    details:
      'The National Capital Region around Delhi and the city of Bengaluru in Karnataka, two of India’s largest metropolitan areas.',
  },
};

const COMMERCIAL_EV: ProjectStory = {
  path: SITE_ROUTES.moEVing,
  intro: [
    'Last-mile delivery is the final leg of a parcel’s journey, from a warehouse to a shop or a front door. In this project, fleets doing that work switch from diesel and CNG vehicles to electric three-wheelers and vans.',
    'It is a grouped project: new vehicles and fleets can join over time under the same registered rules and the same metering.',
  ],
  whyItMatters: [
    'Online shopping has filled city streets with delivery vehicles that stop and start all day, driving conditions in which combustion engines waste the most fuel and electric motors perform well.',
    'Delivery vehicles cover long distances every day, so each one moved to electricity avoids a large amount of fuel.',
  ],
  onTheGround: [
    'Electric three-wheelers and vans go to delivery fleets serving businesses in several cities.',
    'Drivers are trained to drive and charge the vehicles.',
    'On-board telematics record the kilometres each vehicle drives, and charging is metered.',
    'Vehicles are maintained so that they stay on the road.',
  ],
  verification: [
    'The emissions avoided are the fuel a comparable diesel or CNG delivery vehicle would have burnt over the metered kilometres, minus the emissions of the grid electricity used to charge the electric one.',
    'An accredited independent auditor verifies the metered data under Verra’s VCS rules before credits are issued, each with its own serial number, on the Verra registry.',
  ],
  communityBenefits: [
    'Jobs for drivers, technicians and charging staff.',
    'Lower running costs for delivery operators.',
    'Less exhaust and engine noise in crowded neighbourhoods.',
  ],
  sdgs: [
    { goal: 7, how: 'Deliveries run on electricity instead of diesel or CNG.' },
    { goal: 8, how: 'Work for drivers and technicians in electric logistics.' },
    { goal: 9, how: 'Electric fleets build clean logistics infrastructure.' },
    { goal: 11, how: 'Cleaner, quieter deliveries in crowded cities.' },
    { goal: 13, how: 'Each electric kilometre avoids the net CO2 of a fossil-fuel vehicle.' },
  ],
  location: {
    region: 'Multiple cities, India',
    details:
      'Delivery hubs in several Indian cities, where the fleets serve online retailers and local businesses.',
  },
};

/** Copy of the six static project pages: section headings, contact and each project's story. */
export const PROJECT_PAGES_COPY = {
  headings: {
    intro: 'About this project',
    whyItMatters: 'Why it matters',
    onTheGround: 'What happens on the ground',
    verification: 'How the credits are verified',
    communityBenefits: 'What the community gains',
    sdgs: 'How it serves each goal',
    location: 'Where it is',
    contact: 'Talk to our team',
  },
  sdgLabel: 'SDG {goal}: {name}',
  contact: {
    body: 'Planning a larger purchase from this project, or need its validation and verification reports? Write or call, and a climate specialist will reply.',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    email: SITE_COPY.footer.email,
    phone: SITE_COPY.footer.phone,
    phoneHref: SITE_COPY.footer.phoneHref,
    note: SITE_COPY.footer.contactNote,
  },
  stories: [
    WATER_PURIFICATION,
    KHASI_HILLS,
    CLEAN_BIO_ENERGY,
    COOKSTOVE_JHARKHAND,
    ELECTRIC_RIDE_HAILING,
    COMMERCIAL_EV,
  ] as readonly ProjectStory[],
} as const;
