import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 3: avoidance versus removal, the removal toolbox, durability and a plan. */
export const ARTICLE_3: Article = {
  number: 3,
  path: '/Blog3',
  listHref: '/blog3',
  topic: 'Carbon removal',
  title: 'From Emissions to Action',
  standfirst:
    'Why reaching net zero means taking carbon back out of the air, and how to build removals into a credible climate plan.',
  sections: [
    {
      heading: 'Two ways to keep a tonne out of the atmosphere',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Climate projects do one of two things. Avoidance and reduction projects stop greenhouse gases from being emitted in the first place: a cookstove that burns less wood, an electric taxi that replaces a diesel one, a forest that is not cleared. Removal projects take carbon dioxide that is already in the atmosphere and store it somewhere else: in trees and soils, in minerals, or deep underground.',
        },
        {
          kind: 'paragraph',
          text: 'Both are needed. Avoidance is usually cheaper per tonne today and delivers its benefit straight away, especially where emissions are still rising. Removal is what balances the emissions that cannot yet be eliminated. The difference also decides what you can claim: under the main net-zero frameworks, only removals can neutralise a company’s residual emissions once it reaches net zero.',
        },
      ],
    },
    {
      heading: 'Why removal cannot be skipped',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Intergovernmental Panel on Climate Change (IPCC) was plain about this in its Sixth Assessment Report in 2022: carbon dioxide removal is unavoidable if the world is to reach net zero, because it is needed to counterbalance residual emissions that are hard to abate. Some emissions, from parts of farming, aviation and heavy industry, will be slow or very costly to eliminate, and every tonne that remains must be matched by a tonne removed.',
        },
        {
          kind: 'paragraph',
          text: 'That does not make removal a substitute for cutting emissions. The same report is clear that deep, rapid reductions come first. Removal capacity is limited, often expensive, and best kept for what genuinely cannot be avoided.',
        },
      ],
    },
    {
      heading: 'The removal toolbox',
      blocks: [
        {
          kind: 'list',
          items: [
            'Trees and forests. Afforestation, reforestation and agroforestry store carbon in wood and soil. They are proven, relatively cheap and rich in co-benefits, but the storage can be reversed by fire, pests or a change in land use.',
            'Soils and wetlands. Changes in farming practice, and restored peatlands and mangroves, build carbon in the ground. It is harder to measure, and how long it lasts depends on how the land is managed in future.',
            'Biochar. Crop and forestry residues heated with little oxygen become a stable, charcoal-like material that can be worked into soil, where much of its carbon lasts for centuries.',
            'Enhanced rock weathering. Crushed silicate rock such as basalt, spread on fields, reacts with CO2 and locks the carbon into dissolved and solid minerals for a very long time.',
            'Direct air capture and BECCS. CO2 captured directly from the air, or from burning biomass for energy (bioenergy with carbon capture and storage, BECCS), is injected into geological formations where it can stay for thousands of years. This is the most durable storage, and today the most expensive.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each method is measured differently. Tree growth is estimated from field plots and remote sensing; biochar and weathering rely on laboratory analysis and models of how carbon behaves in soil; geological storage is metered at the injection well. Because many durable methods are still scaling up, companies often buy them through advance purchase agreements, paying today for tonnes that will be delivered in later years.',
        },
      ],
    },
    {
      heading: 'Durability: how long is long enough?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A tonne of CO2 emitted today keeps warming the planet for centuries, so a removal that stores carbon for twenty years is not the same as one that stores it for a thousand. The Oxford Principles for Net Zero Aligned Carbon Offsetting, first published by the University of Oxford in 2020, turn this into a practical approach for buyers:',
        },
        {
          kind: 'list',
          items: [
            'Cut your own emissions first, use high-quality offsets, and be open about how you use them.',
            'Shift the offsets you buy from avoidance towards removal over time.',
            'Shift the removals you buy towards long-lived storage with a low risk of reversal.',
            'Support the development of net-zero-aligned offsetting, for example by committing to long-term purchases that help new removal methods scale.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The principles do not say that avoidance or short-lived storage is worthless. They say that a portfolio should change as a company gets closer to its net-zero date.',
        },
      ],
    },
    {
      heading: 'Turning this into a plan',
      blocks: [
        {
          kind: 'list',
          items: [
            'Measure. Build a footprint that covers your own operations, the energy you buy and, as far as you can, your value chain. Our business estimator gives a first figure for travel, events and hotel stays in a few minutes.',
            'Reduce. Set targets and act on the largest sources first: energy, transport and purchased goods.',
            'Compensate. Cover what remains today with high-quality credits, and say clearly which of them are avoidance and which are removal.',
            'Plan the shift. Raise the share of removals year by year, and agree longer-term purchases of durable removal as your net-zero date approaches.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our catalogue today combines avoidance projects in clean cooking, safe water and electric mobility with community forest protection in which degraded areas are helped to regrow and draw carbon down. We describe each project honestly, so that your claims match what you bought, and our advisory team can help you set a mix that changes as your targets do.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Start with your footprint',
    body: 'Estimate the emissions of travel, events and hotel stays, then choose a one-time purchase or a monthly plan.',
    label: 'Open the business estimator',
    to: SITE_ROUTES.business,
  },
  related: [6, 2],
};
