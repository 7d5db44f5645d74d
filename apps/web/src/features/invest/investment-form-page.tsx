import { investmentProjectOf } from '@netzero/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { INVEST_COPY } from '../../content/invest.copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InvestmentForm } from './investment-form';
import styles from './investment-form-page.module.css';
import { investmentQuote } from './investment-quote';
import { InvestmentSummary } from './investment-summary';
import { ReturnNotice } from './return-notice';
import { useInvestmentForm } from './use-investment-form';
import { useInvestmentReturn } from './use-investment-return';

const COPY = INVEST_COPY.form;

/** The project a `?project=N` link chose (the /Invest cards'), as the select's value, or ''. */
function chosenProject(raw: string | null): string {
  const project = investmentProjectOf(raw);
  return project ? String(project.id) : '';
}

/**
 * /InvestmentForm: the two-step investment project form (spec §2, §4, §5). It is also where the
 * payment provider sends the investor back, with session_id (paid?) or cancelled=1.
 */
export function InvestmentFormPage() {
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: COPY.documentTitle }));
  const [searchParams] = useSearchParams();
  const [initialProject] = useState(() => chosenProject(searchParams.get('project')));
  const form = useInvestmentForm(initialProject);
  const payment = useInvestmentReturn(form.reset);
  const quote = investmentQuote(form.values);

  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <div className={`container ${styles.layout}`}>
        <InvestmentForm
          form={form}
          quote={quote}
          notice={<ReturnNotice outcome={payment.outcome} />}
          onNext={payment.dismiss}
        />
        <InvestmentSummary quote={quote} />
      </div>
    </>
  );
}
