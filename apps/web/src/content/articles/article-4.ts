import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 4: price versus value of a credit, the quality tests and the cost of a weak claim. */
export const ARTICLE_4: Article = {
  number: 4,
  path: '/Blog4',
  listHref: '/Blog4',
  topic: 'Credit quality',
  title: 'The True Value of Carbon Credits',
  standfirst:
    'Why two credits that both say “one tonne” can be worth very different amounts, and how to pay for quality rather than volume.',
  sections: [
    {
      heading: 'A tonne is not just a tonne',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every carbon credit stands for one tonne of CO2 equivalent. Yet in the voluntary market, credits change hands for anything from a few dollars to several hundred dollars each. The gap is not a market failure. It reflects real differences in what stands behind the tonne: how sure we can be that it happened, how long it will last, and what else the project does for people and nature.',
        },
        {
          kind: 'paragraph',
          text: 'Buying on price alone is therefore a risk. A cheap credit can be perfectly sound, because some proven project types are simply inexpensive to run. But it can also come from a project whose baseline was generous, whose activity would have happened anyway, or whose monitoring is thin.',
        },
      ],
    },
    {
      heading: 'What drives the price of a credit',
      blocks: [
        {
          kind: 'list',
          items: [
            'Project type. Removals usually cost more than avoidance, and durable engineered removals cost the most.',
            'Standard and methodology. Credits from methodologies approved under the ICVCM’s Core Carbon Principles are increasingly sought after.',
            'Vintage. Recent vintages usually sell for more than old ones, partly because older credits were issued under rules that have since been tightened.',
            'Co-benefits. Projects that can show verified gains for health, income, gender equality or biodiversity, often certified under the Gold Standard or Verra’s CCB Standards, command a premium.',
            'Size and setting. Small community projects cost more per tonne to run, monitor and audit than large industrial ones.',
            'Volume and contract length. Long-term purchase agreements can lower the price per tonne and give developers the certainty they need to invest.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of these factors makes a credit good or bad on its own. A recent vintage from a weak methodology is still weak, and an older vintage from a rigorous project can be excellent value. Price is a reason to look closer, not a verdict.',
        },
      ],
    },
    {
      heading: 'Five questions that reveal quality',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Core Carbon Principles, published by the Integrity Council for the Voluntary Carbon Market (ICVCM) in 2023, give the market a shared benchmark. In practice, a buyer can test any credit with five questions:',
        },
        {
          kind: 'list',
          items: [
            'Is it additional? Carbon revenue must make the difference. In 2024 the ICVCM declined to approve several widely used methodologies for grid-connected renewable power, because such projects are now usually viable without carbon finance.',
            'Is the baseline conservative? An inflated baseline is the most common route to over-crediting.',
            'Is it permanent, or protected against reversal, for example by a buffer pool?',
            'Has leakage, the shifting of emissions to somewhere else, been estimated and deducted?',
            'Is it measured, reported and verified (MRV) by an accredited third party, and issued and retired once on a public registry?',
          ],
        },
      ],
    },
    {
      heading: 'The cost of getting it wrong',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The price of a credit is small next to the cost of a claim that falls apart. Journalists and researchers have questioned the baselines of some large forest projects and the stove-use assumptions of some cookstove programmes, and companies that had relied on those credits found themselves explaining their claims in public.',
        },
        {
          kind: 'paragraph',
          text: 'Regulators are paying attention too. In the European Union, a directive adopted in 2024 to empower consumers for the green transition will, from 2026, ban claims that a product has a neutral, reduced or positive climate impact where the claim rests on offsetting. Companies can still describe their contribution to climate action, but the description has to be specific and backed by evidence.',
        },
        {
          kind: 'paragraph',
          text: 'The lesson is not to stop buying credits. It is to buy credits you could defend line by line, and to describe them accurately. Independent ratings agencies now score many projects, and larger buyers increasingly commission their own due diligence before they sign.',
        },
      ],
    },
    {
      heading: 'Value beyond the certificate',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A well-chosen credit does more than balance a tonne. It sends money to places where it changes daily life: a family that no longer breathes wood smoke while cooking, a village council that is paid to keep its forest standing, a driver who earns a living in an electric car. Those outcomes are part of what you buy, and they are what customers and employees remember.',
        },
        {
          kind: 'paragraph',
          text: 'To use that value you need data you can trust: the project’s name, location, standard and vintage, and the serial numbers of the tonnes retired for you. That evidence turns a line in a sustainability report into a claim that survives scrutiny.',
        },
      ],
    },
    {
      heading: 'How we price and prove quality',
      blocks: [
        {
          kind: 'paragraph',
          text: 'NetZero Market sells only independently verified, high-quality credits, and our prices reflect what it costs to source them responsibly. Each project page shows its standard, vintage and location, and every tonne you buy is retired in your name with a serial-numbered certificate.',
        },
        {
          kind: 'paragraph',
          text: 'For larger volumes we offer bulk purchases, and our advisory team can help you build a portfolio that balances cost, durability and co-benefits, then explain it in your ESG reporting without overstating it.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Compare verified projects',
    body: 'See the standard, vintage, location and price per tonne of every project before you buy.',
    label: 'Browse carbon projects',
    to: SITE_ROUTES.carbon,
  },
  related: [1, 5],
};
