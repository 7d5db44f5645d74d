import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 2: nature-based solutions, from forest protection to restoration, and how to buy them. */
export const ARTICLE_2: Article = {
  number: 2,
  path: '/Blog2',
  listHref: '/blog2',
  topic: 'Nature and climate',
  title: 'Nature-Based Solutions',
  standfirst:
    'How projects that protect and restore forests, soils and wetlands earn carbon credits, and what to check before you buy them.',
  sections: [
    {
      heading: 'What counts as a nature-based solution',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The International Union for Conservation of Nature (IUCN) describes nature-based solutions as actions that protect, sustainably manage or restore ecosystems in ways that address a challenge society faces, such as climate change, water security or disaster risk, while benefiting both people and biodiversity. The definition sets two tests at once: a project must help the climate, and it must not do so at the expense of nature or of the people who live alongside it.',
        },
        {
          kind: 'paragraph',
          text: 'In carbon markets, nature-based projects fall into a few families:',
        },
        {
          kind: 'list',
          items: [
            'Reducing emissions from deforestation and forest degradation (REDD+): keeping forests standing where they face a real threat of clearance.',
            'Improved forest management: changing how working forests are harvested so that they hold more carbon over time.',
            'Afforestation, reforestation and revegetation (ARR): growing trees and native vegetation on land that has lost them.',
            'Blue carbon: protecting and restoring mangroves, seagrass meadows and salt marshes, which store carbon in waterlogged soils.',
            'Soil and agricultural carbon: farming practices, such as cover crops and reduced tillage, that build carbon in the soil.',
          ],
        },
      ],
    },
    {
      heading: 'Protecting and restoring do different jobs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Protecting an intact forest avoids emissions: the carbon already stored in its trees and soils stays where it is. Restoring a degraded landscape removes carbon: new growth draws CO2 out of the air and locks it into wood, roots and soil. Both matter. Deforestation, mostly in the tropics, is the largest source of emissions from land use, and the carbon an old forest built up over centuries cannot be grown back in a few years once it is cleared.',
        },
        {
          kind: 'paragraph',
          text: 'The difference shapes what a buyer can say. A REDD+ credit says that a tonne was not emitted; a reforestation credit says that a tonne was taken out of the air. Both are legitimate, but they are not interchangeable when you report against a net-zero target, as our article on carbon removal explains.',
        },
      ],
    },
    {
      heading: 'The hard questions: baselines, permanence and leakage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nature-based credits have drawn the sharpest criticism in the voluntary market, and that criticism has made the rules stricter. Three issues come up again and again:',
        },
        {
          kind: 'list',
          items: [
            'Baselines. An avoided-deforestation credit depends on an estimate of how much forest would have been lost without the project. Set that baseline too high and the project is credited for protecting trees that were never at risk. Newer methodologies therefore tie project baselines to deforestation measured across a whole region or jurisdiction, instead of letting each developer pick its own reference area.',
            'Permanence. Carbon in trees can return to the air through fire, drought, pests or renewed logging. Standards require projects to be monitored for decades and to place a share of their credits in a pooled buffer, which is cancelled to cover losses anywhere in the pool.',
            'Leakage. Protecting one forest can push clearing into the next valley. Methodologies estimate this displacement and deduct it from the credits a project may issue.',
          ],
        },
      ],
    },
    {
      heading: 'Why communities are at the centre',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Much of the world’s remaining forest is lived in, used and often legally owned by Indigenous peoples and local communities. A forest project that ignores them fails on ethics and, sooner or later, on carbon too: protection lasts only as long as the people who depend on the land have a reason to keep it.',
        },
        {
          kind: 'paragraph',
          text: 'Good projects seek free, prior and informed consent (FPIC) before they begin, agree in writing how carbon revenue is shared, and keep a grievance mechanism that people can actually use. Our Khasi Hills project in Meghalaya follows that model: village councils decide how their community forests are protected and how degraded patches are helped to grow back, and carbon finance supports the work.',
        },
      ],
    },
    {
      heading: 'Benefits that go beyond carbon',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Healthy ecosystems do far more than store carbon. Forests regulate the flow of water and hold soil on steep slopes; mangroves shield coasts from storm surges and shelter young fish; restored landscapes give wildlife room to move. These co-benefits are one reason nature-based credits often sell at a premium, and why certifications such as Verra’s Climate, Community & Biodiversity (CCB) Standards exist to verify them alongside the carbon.',
        },
      ],
    },
    {
      heading: 'How to buy nature-based credits with confidence',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check the standard and the methodology, and whether the methodology is approved under the ICVCM’s Core Carbon Principles.',
            'Read how the baseline was set and how often the land is monitored; satellite imagery has made independent checks far easier.',
            'Ask what share of the credits went into the buffer pool, and how a reversal would be handled.',
            'Look for evidence of community consent and benefit-sharing, not just a statement that they exist.',
            'Be clear in your own claim about whether you bought avoided emissions, removals or both.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every project we list has been verified by an independent auditor and issued on a public registry. We sell only credits that pass those checks, and we publish the standard, vintage and location of each project so that you can make the checks above yourself.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Protect a forest in Meghalaya',
    body: 'Buy tonnes from our Khasi Hills community forest project, or compare it with the rest of our verified catalogue.',
    label: 'Browse carbon projects',
    to: SITE_ROUTES.carbon,
  },
  related: [3, 5],
};
