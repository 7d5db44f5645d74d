import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 6: net zero under SBTi, beyond-value-chain mitigation and credible climate-positive claims. */
export const ARTICLE_6: Article = {
  number: 6,
  path: '/Blog6',
  listHref: '/Blog6',
  topic: 'Climate-positive business',
  title: 'Beyond Net Zero',
  standfirst:
    'What net zero really asks of a company, and how to go further by funding climate action beyond your own value chain.',
  sections: [
    {
      heading: 'What net zero means for a company',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A company reaches net zero when the greenhouse gases it puts into the atmosphere are balanced by the gases it takes out. The Science Based Targets initiative (SBTi), whose Corporate Net-Zero Standard is the most widely used framework for companies, sets a demanding bar: in most sectors, cut emissions across the whole value chain by at least 90 per cent by 2050 at the latest, and neutralise only the small residual that remains with permanent carbon removal. Alongside that long-term goal, the standard asks for near-term targets covering the next five to ten years, so that the cuts start now rather than in the 2040s.',
        },
        {
          kind: 'paragraph',
          text: 'Emissions are counted in three scopes under the Greenhouse Gas Protocol: scope 1 from a company’s own operations, scope 2 from the energy it buys, and scope 3 from the rest of its value chain, from suppliers to the use of its products. For many companies, scope 3 is by far the largest.',
        },
        {
          kind: 'paragraph',
          text: 'Net zero, in other words, is not reached by buying credits. Credits cannot count towards a science-based reduction target. The heart of the work is the reduction itself: cleaner energy, efficient operations, and lower-carbon goods and services from suppliers.',
        },
      ],
    },
    {
      heading: 'The gap between today and net zero',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most companies will take years, often decades, to reach their net-zero date, and every tonne they emit along the way adds to warming. The SBTi calls climate action outside a company’s own value chain beyond value chain mitigation (BVCM): protecting forests, financing clean energy and clean cooking, or buying carbon removal while the company keeps cutting its own emissions.',
        },
        {
          kind: 'paragraph',
          text: 'The SBTi encourages BVCM but does not let it replace reductions or count towards targets. It does not change a company’s inventory; it changes the world’s. And because CO2 builds up in the atmosphere, a tonne avoided or removed this decade matters as much as a tonne cut later.',
        },
      ],
    },
    {
      heading: 'From net zero to climate-positive',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Climate-positive, sometimes called carbon negative, describes going further than balance: removing, or financing the reduction of, more greenhouse gases than a company emits. Some companies have committed to removing the equivalent of all the emissions they have produced since they were founded; others fund mitigation beyond their value chain that exceeds their yearly footprint.',
        },
        {
          kind: 'paragraph',
          text: 'The term is not regulated, and it is easy to misuse. A credible climate-positive claim rests on three things: a real reduction pathway, a transparent inventory, and credits that are independently verified and retired. Without the first two, buying extra credits is simply offsetting under a new name. A company that calls itself climate-positive should be able to show, in one table, its emissions by scope, its reductions against a base year, and the credits it retired, with their types and serial numbers.',
        },
      ],
    },
    {
      heading: 'Frameworks that keep claims honest',
      blocks: [
        {
          kind: 'list',
          items: [
            'SBTi Corporate Net-Zero Standard: sets near-term and long-term reduction targets and limits neutralisation to residual emissions.',
            'VCMI Claims Code of Practice (2023): published by the Voluntary Carbon Markets Integrity Initiative, it lets companies that are on track with their own targets make Silver, Gold or Platinum claims, depending on the share of their remaining emissions they address with high-quality credits.',
            'ICVCM Core Carbon Principles: a benchmark for the quality of the credits themselves.',
            'Oxford Offsetting Principles: guidance to shift from avoidance to removal, and towards durable storage, over time.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Used together, they answer the three questions any stakeholder will ask: are you cutting your own emissions, which credits did you buy, and what exactly are you claiming?',
        },
      ],
    },
    {
      heading: 'A practical path for a growing business',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For a company that is still growing, the order of the steps matters more than their speed. A realistic sequence looks like this:',
        },
        {
          kind: 'list',
          items: [
            'Measure scope 1, 2 and 3 emissions under the GHG Protocol, starting with the largest categories.',
            'Set reduction targets and a plan to meet them, including work with suppliers on their own emissions.',
            'Put a price on the emissions that remain, for example with an internal carbon fee, and use it to fund beyond value chain mitigation every year.',
            'Choose high-quality credits with clear co-benefits, and raise the share of removals as your net-zero date approaches.',
            'Report what you did in plain numbers, and say just as plainly what you did not do.',
          ],
        },
      ],
    },
    {
      heading: 'How we help',
      blocks: [
        {
          kind: 'paragraph',
          text: 'NetZero Market supports each step. Our advisory team helps you measure a footprint and set a budget for climate action; our supply chain decarbonisation support helps you work with suppliers on their emissions; and our ESG storytelling support turns verified data into reporting that holds up.',
        },
        {
          kind: 'paragraph',
          text: 'For the credits themselves, we sell only independently verified, high-quality tonnes, in bulk or through a monthly subscription, and our checkout integrations let your customers offset as they buy from you. A monthly plan funds a steady volume of verified tonnes, which suits a yearly budget for beyond value chain mitigation.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Build your climate plan',
    body: 'Estimate the footprint of travel, events and hotel stays, then offset once or every month.',
    label: 'Open the business estimator',
    to: SITE_ROUTES.business,
  },
  related: [3, 4],
};
