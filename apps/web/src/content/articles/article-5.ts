import { SITE_ROUTES } from '@netzero/content';
import type { Article } from '../article';

/** Article 5: co-benefits, the SDGs, how co-benefits are verified and reported. */
export const ARTICLE_5: Article = {
  number: 5,
  path: '/Blog5',
  listHref: '/Blog5',
  topic: 'Co-benefits',
  title: 'The Co-Benefits Advantage',
  standfirst:
    'The best carbon projects also improve health, incomes and ecosystems. How those benefits are measured, and why they matter to buyers.',
  sections: [
    {
      heading: 'More than a tonne of carbon',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A carbon credit measures one thing: a tonne of CO2 equivalent avoided or removed. The projects behind credits, though, touch many other parts of people’s lives. A cleaner cookstove changes the air in a kitchen. A household water filter lowers the risk of waterborne illness. A protected forest keeps springs flowing in the dry season. These effects are called co-benefits, and for many buyers they matter as much as the carbon.',
        },
        {
          kind: 'paragraph',
          text: 'Co-benefits are usually described with the 17 UN Sustainable Development Goals (SDGs), adopted by all UN member states in 2015. The goals give buyers, developers and auditors a shared language: a project can state that it contributes to SDG 3 (good health and well-being), SDG 5 (gender equality) or SDG 15 (life on land), and back that statement with data.',
        },
      ],
    },
    {
      heading: 'What co-benefits look like in practice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our own catalogue shows how different kinds of project produce different benefits:',
        },
        {
          kind: 'list',
          items: [
            'Clean cooking. Efficient biomass cookstoves in Jharkhand and household biogas in Madhya Pradesh and Maharashtra mean less smoke in the kitchen and less firewood to gather, work that often falls to women and girls. Biogas digesters also produce a slurry that farmers spread in place of chemical fertiliser.',
            'Safe water. Household filters in rural West Bengal give families safe drinking water without boiling it, which saves fuel and lowers the risk of waterborne illness.',
            'Forest protection. In Meghalaya’s Khasi Hills, community forests protect springs, streams and soils on steep slopes, and carbon finance supports the village councils that manage them.',
            'Electric mobility. Electric taxis and delivery vehicles produce no exhaust on the streets where they drive, which matters in cities where air quality is often poor.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These benefits differ in kind and in who receives them, so they cannot honestly be added up into a single score. A buyer choosing between projects should decide which outcomes matter most, then ask for the evidence behind those outcomes.',
        },
      ],
    },
    {
      heading: 'Why the health benefits are so large',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Household air pollution is one of the clearest cases. The World Health Organization counts smoke from cooking with wood, dung, charcoal and kerosene among the leading environmental risks to health, and more than two billion people still cook with such polluting fuels and stoves. Women and young children, who spend the most time near the fire, bear most of the harm.',
        },
        {
          kind: 'paragraph',
          text: 'A cleaner stove or a biogas burner cuts that exposure. How much it helps depends on whether the new technology is actually used, and used instead of the old fire rather than alongside it. That is why good clean-cooking projects monitor use inside homes, not just the number of stoves handed out. Time matters as well: gathering firewood can take many hours a week, hours that could go to school, paid work or rest.',
        },
      ],
    },
    {
      heading: 'How co-benefits are verified',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A claim about co-benefits deserves the same scrutiny as a claim about carbon. The Gold Standard asks projects to show, and monitor, their contribution to Sustainable Development Goals beyond climate action, and can certify those impacts. Verra offers its Climate, Community & Biodiversity (CCB) Standards and its Sustainable Development Verified Impact Standard (SD VISta) for the same purpose. Whatever the label, three things should be in place:',
        },
        {
          kind: 'list',
          items: [
            'Safeguards. The project shows that it does no harm to people or nature, consults local stakeholders and gives them a working way to raise grievances.',
            'Indicators. Each claimed benefit has something measurable behind it, such as households with safe water at home or hectares of habitat protected.',
            'Independent checks. An accredited auditor reviews the monitoring of the benefits at verification, just as it reviews the carbon.',
          ],
        },
      ],
    },
    {
      heading: 'Why co-benefits matter to buyers',
      blocks: [
        {
          kind: 'list',
          items: [
            'They make claims sturdier. A project that measurably improves lives is easier to explain and harder to dismiss.',
            'They connect to your strategy. A food company may choose projects in the regions it sources from; a healthcare brand may choose clean cooking for its health impact.',
            'They give you a story worth telling. Employees and customers remember a family’s kitchen, not a tonne of CO2e.',
            'They reflect real costs. Community projects cost more per tonne to run, and the premium pays for work that matters.',
          ],
        },
      ],
    },
    {
      heading: 'Telling the story accurately',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Co-benefits are powerful in communication, which is exactly why they must be reported with care. Say which project you supported, where it is, and which benefits were verified, and avoid turning one family’s story into a claim about a whole programme. Photographs and quotes should be used only with consent, and in the context in which they were given. Our ESG storytelling support helps teams do this: we supply the project data, the certificates and wording that keeps a sustainability report accurate.',
        },
        {
          kind: 'paragraph',
          text: 'Every project on NetZero Market lists the SDGs it serves, and every credit we sell has been independently verified.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Choose a project by its impact',
    body: 'Each project page lists the goals it serves, from clean water to life on land.',
    label: 'Browse carbon projects',
    to: SITE_ROUTES.carbon,
  },
  related: [2, 7],
};
