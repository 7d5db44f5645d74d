import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 1: what a carbon credit is, and compliance versus voluntary markets (with the table). */
export const ARTICLE_1: Article = {
  number: 1,
  path: '/Blog1',
  listHref: '/blog1',
  topic: 'Carbon markets',
  title: 'Carbon Markets Made Simple',
  standfirst:
    'What a carbon credit is, how compliance and voluntary markets differ, and how to tell a credit worth buying from one that is not.',
  sections: [
    {
      heading: 'What a carbon credit is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A carbon credit is a certificate that stands for one tonne of carbon dioxide, or the equivalent amount of another greenhouse gas, kept out of the atmosphere or taken back out of it. The word “equivalent” matters: methane and nitrous oxide trap far more heat than CO2, so each is converted into tonnes of CO2 equivalent (CO2e) using its global warming potential.',
        },
        {
          kind: 'paragraph',
          text: 'A credit exists only once an independent auditor has checked the claim behind it and a registry has issued it with a unique serial number. When a company or a person uses the credit to account for their own emissions, the registry retires it: the serial number is cancelled so that nobody else can claim the same tonne. Retirement is the moment a credit does its job. A credit that is bought and sold again but never retired has not offset anything.',
        },
      ],
    },
    {
      heading: 'Two markets, one unit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Carbon is traded in two quite different settings. In a compliance market, a government sets a legal limit, or cap, on the emissions of certain sectors and issues or auctions allowances up to that cap. Every covered company must surrender one allowance for each tonne it emits, and companies can trade allowances among themselves. The EU Emissions Trading System, launched in 2005, and California’s cap-and-trade programme, which began in 2013, are the best-known examples; China, the United Kingdom, South Korea and others run schemes of their own.',
        },
        {
          kind: 'paragraph',
          text: 'In the voluntary carbon market, no law requires the purchase. Companies, public bodies and individuals buy credits because they have set their own climate goals, or because customers, employees and investors expect them to act. The credits come from projects, such as a protected forest, a clean cooking programme or a fleet of electric vehicles, certified under independent standards such as Verra’s Verified Carbon Standard (VCS) and the Gold Standard.',
        },
        {
          kind: 'paragraph',
          text: 'The two worlds meet at the edges. Some compliance schemes accept a limited share of project credits, and the rules for trading between countries under Article 6 of the Paris Agreement draw on both. For most buyers, though, the test is simple: if no regulator requires you to hold allowances, you are in the voluntary market.',
        },
      ],
    },
    {
      heading: 'Compliance and voluntary markets side by side',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The table sums up how the two markets differ on the four points buyers ask about most.',
        },
        {
          kind: 'table',
          table: {
            caption: 'Compliance and voluntary carbon markets compared',
            corner: 'Compared on',
            columns: ['Compliance markets', 'Voluntary market'],
            rows: [
              {
                label: 'Driven by',
                cells: [
                  'Law: a government caps emissions and requires covered companies to hold allowances for what they emit.',
                  'Choice: an organisation’s own climate targets and the expectations of its customers, staff and investors.',
                ],
              },
              {
                label: 'Who plays',
                cells: [
                  'Emitters in regulated sectors such as power, heavy industry and, in some schemes, aviation and shipping, along with traders.',
                  'Companies of every size, public bodies, event organisers and individuals, buying from project developers and retailers.',
                ],
              },
              {
                label: 'Value',
                cells: [
                  'Set by the scarcity the cap creates. Prices move with policy and the economy and are usually higher than in the voluntary market.',
                  'Set credit by credit: project type, standard, vintage, removal or avoidance, and co-benefits all change the price.',
                ],
              },
              {
                label: 'Flexibility',
                cells: [
                  'Low: which units count, when they must be surrendered and the penalty for falling short are fixed by regulation.',
                  'High: buyers choose the projects, places, volumes and timing that suit them, which makes checking quality their job.',
                ],
              },
            ],
          },
        },
      ],
    },
    {
      heading: 'How a project becomes a credit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Whatever the project, credits in the voluntary market follow the same path from idea to certificate:',
        },
        {
          kind: 'list',
          items: [
            'Design. The developer describes the activity, the baseline (what would have happened without the project) and the monitoring plan, using a methodology the standard has approved.',
            'Validation. An accredited, independent validation and verification body (VVB) checks the design before any credits can be claimed.',
            'Monitoring. The project measures what actually happens: stoves in use, hectares of forest still standing, kilometres driven on electricity.',
            'Verification. The VVB audits the monitoring results, usually once a year or every few years.',
            'Issuance and retirement. The standard issues serial-numbered credits into its registry, and buyers retire them when they make a claim.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The year in which a reduction or removal took place is the credit’s vintage. It tells you how recent the climate benefit is and which version of the rules applied when it was measured.',
        },
      ],
    },
    {
      heading: 'What makes a credit high quality',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not every credit is equal. The Integrity Council for the Voluntary Carbon Market (ICVCM) published its Core Carbon Principles in 2023 as a global benchmark, and now labels the methodologies that meet them. Its tests come down to a few questions that any buyer can ask:',
        },
        {
          kind: 'list',
          items: [
            'Additionality: would the reduction have happened anyway? If the project was already profitable without carbon revenue, or required by law, its credits do not stand for extra action.',
            'Permanence: how long will the carbon stay out of the air, and what happens if it is released, for example when a protected forest burns?',
            'Leakage: does the project simply move emissions elsewhere, such as logging shifting to an unprotected forest nearby?',
            'Measurement, reporting and verification (MRV): are the baseline and the monitoring conservative, and were they checked by an independent auditor?',
            'No double counting: is each tonne issued once, retired once and claimed by only one party?',
            'Safeguards: does the project respect the rights of local communities and avoid harm to people and nature?',
          ],
        },
      ],
    },
    {
      heading: 'Where NetZero Market fits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We sell only independently verified, high-quality credits from projects certified under Verra VCS or the Gold Standard, and we show the standard, vintage and location of each project before you buy. Every tonne you pay for is retired in your name, with a serial-numbered certificate as proof.',
        },
        {
          kind: 'paragraph',
          text: 'For businesses we arrange bulk purchases, connect offsetting to your own checkout through our integrations, and give advisory support: measuring a footprint, decarbonising a supply chain, and telling the story of your climate action in ESG reports without overstating it.',
        },
      ],
    },
  ],
  cta: {
    heading: 'See the projects behind the credits',
    body: 'Browse verified projects in India, with the standard, vintage and price per tonne on every card.',
    label: 'Browse carbon projects',
    to: SITE_ROUTES.carbon,
  },
  related: [4, 2],
};
