import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 7: why removal capacity lies in the Global South, Article 6, and fair projects there. */
export const ARTICLE_7: Article = {
  number: 7,
  path: '/Blog7',
  listHref: '/Blog7',
  topic: 'Global perspective',
  title: 'Why the Global South is the Future of Carbon Removal',
  standfirst:
    'Land, sunlight, rock and people: why much of the world’s carbon removal potential lies in Asia, Africa and Latin America, and what fair projects there look like.',
  sections: [
    {
      heading: 'Where the removal potential is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Carbon removal needs a few physical ingredients: land where plants grow fast, sunlight and water to grow them, rock that reacts with CO2, clean energy for machines, and geology that can store carbon for good. Many of these are concentrated in the tropics and subtropics, in the countries often grouped together as the Global South.',
        },
        {
          kind: 'list',
          items: [
            'Fast growth. In warm, wet climates trees and crops grow all year, so restored forests and agroforestry in the tropics can take up carbon faster than similar systems in cooler regions.',
            'Land to restore. Large areas of degraded forest and farmland in Asia, Africa and Latin America could be restored, with gains for soil, water and food as well as carbon.',
            'Rock and residues. Warm, humid conditions speed up the weathering of crushed rock, and farms produce crop residues that can be turned into biochar.',
            'Clean energy. Abundant sunshine and, in places such as East Africa’s Rift Valley, geothermal power can supply the energy that direct air capture needs.',
          ],
        },
      ],
    },
    {
      heading: 'Lower costs, larger benefits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Land and labour often cost less, so restoration and agroforestry can deliver removals at a lower price per tonne. More important, each dollar often does more good: carbon finance pays for work that also brings income, clean water, healthier soils and sturdier farms to communities that have contributed least to climate change and are among the most exposed to it.',
        },
        {
          kind: 'paragraph',
          text: 'That combination of low cost and high co-benefits is why a large share of voluntary carbon credits has long come from the Global South. The opportunity now is to move from a market dominated by avoidance projects to one with a growing share of removals, with the same attention to the people involved.',
        },
      ],
    },
    {
      heading: 'Article 6 and the rise of host-country rules',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Article 6 of the Paris Agreement lets countries cooperate to meet their climate targets. Article 6.2 allows countries to transfer mitigation outcomes to one another under bilateral agreements, and Article 6.4 creates a crediting mechanism supervised by the United Nations, known as the Paris Agreement Crediting Mechanism. Governments settled the remaining rules for both at the COP29 climate conference in Baku in 2024.',
        },
        {
          kind: 'paragraph',
          text: 'A central idea is the corresponding adjustment. When a host country authorises a credit for use towards another country’s target or an international scheme, it adjusts its own emissions accounts so that the tonne is not counted twice. As a result, host governments now take a close interest in which credits leave their country. Several have set up national registries and rules of their own, and India notified a national Carbon Credit Trading Scheme in 2023.',
        },
        {
          kind: 'paragraph',
          text: 'For buyers in the voluntary market this has practical consequences. A credit may or may not carry a host-country authorisation and a corresponding adjustment, and the difference affects the claims it can support. Ask which kind you are buying, and make sure your claim matches it.',
        },
      ],
    },
    {
      heading: 'What fair carbon removal looks like',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The features that make the Global South attractive also create a risk: projects designed far away, on land that local people depend on, with most of the value captured elsewhere. Critics call this carbon colonialism, and the concern is legitimate. Fair projects share a few traits:',
        },
        {
          kind: 'list',
          items: [
            'Secure land rights, and free, prior and informed consent from the communities involved.',
            'A written benefit-sharing agreement that sets out how carbon revenue reaches the community.',
            'Local jobs and skills, including in monitoring, so that communities are partners and not just landholders.',
            'Open data: project documents, monitoring reports and registry records that anyone can read.',
            'Plans for durability that last as long as the claim, with a buffer pool or other protection against reversal.',
          ],
        },
      ],
    },
    {
      heading: 'Challenges still to solve',
      blocks: [
        {
          kind: 'paragraph',
          text: 'None of this is easy. Measurement, reporting and verification (MRV) is costly in remote places, and accredited auditors are scarce in some regions. Land tenure can be unclear. Carbon stored in forests and soils can be lost to fire or drought, which a warming climate makes more likely.',
        },
        {
          kind: 'paragraph',
          text: 'Technology is narrowing some of these gaps. Satellite and drone data make it far cheaper to monitor forest cover and growth; digital MRV tools let field teams record data on a phone; and local verification capacity is growing. Developers who pair these tools with genuine community partnership are building the next generation of removal projects.',
        },
      ],
    },
    {
      heading: 'Our focus on India',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every project in our catalogue today is in India, from community forest protection in Meghalaya to clean cooking in Jharkhand and electric mobility in Delhi NCR and Bengaluru. We chose to go deep in one country so that we know our projects, and the communities behind them, well. As removal projects in the region mature, we plan to add those that pass the same independent verification that every credit we sell must pass.',
        },
        {
          kind: 'paragraph',
          text: 'If your company sources from the Global South, our advisory team can help you find projects close to your supply chain, so that your climate spending also strengthens the places you buy from.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Support projects in India',
    body: 'Forest protection, clean cooking, safe water and electric mobility, each independently verified.',
    label: 'Browse carbon projects',
    to: SITE_ROUTES.carbon,
  },
  related: [2, 5],
};
