import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';

/** One page of the console: its path under /ops, its label in the navigation, its lazy page. */
export interface OpsSection {
  /** Relative to /ops, e.g. 'audit'. */
  readonly path: string;
  readonly label: string;
  readonly page: LazyExoticComponent<ComponentType>;
}

/** A section whose page is the named export of a module loaded on demand (its own chunk). */
function section<Name extends string>(
  path: string,
  label: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): OpsSection {
  const page = lazy(() => load().then((module) => ({ default: module[name] })));
  return { path, label, page };
}

const nav = OPS_CONSOLE_COPY.sections;

/**
 * The console's sections, in navigation order; /ops opens the first. A section adds its one
 * line here (its label in content/ops-console.copy.ts), and only for a page that exists.
 */
export const OPS_SECTIONS: readonly OpsSection[] = [
  section(
    'overview',
    nav.overview,
    () => import('./overview/ops-overview-page'),
    'OpsOverviewPage',
  ),
  section(
    'projects',
    nav.projects,
    () => import('./projects/ops-projects-page'),
    'OpsProjectsPage',
  ),
  section(
    'inventory',
    nav.inventory,
    () => import('./inventory/ops-inventory-page'),
    'OpsInventoryPage',
  ),
  section('orders', nav.orders, () => import('./orders/ops-orders-page'), 'OpsOrdersPage'),
  section(
    'customers',
    nav.customers,
    () => import('./customers/ops-customers-page'),
    'OpsCustomersPage',
  ),
  section(
    'subscriptions',
    nav.subscriptions,
    () => import('./subscriptions/ops-subscriptions-page'),
    'OpsSubscriptionsPage',
  ),
  section(
    'enquiries',
    nav.enquiries,
    () => import('./enquiries/ops-enquiries-page'),
    'OpsEnquiriesPage',
  ),
  section(
    'investments',
    nav.investments,
    () => import('./investments/ops-investments-page'),
    'OpsInvestmentsPage',
  ),
  section(
    'mail-jobs',
    nav.mailJobs,
    () => import('./mail-jobs/ops-mail-jobs-page'),
    'OpsMailJobsPage',
  ),
  section('audit', nav.audit, () => import('./audit/audit-page'), 'AuditPage'),
  section('operators', nav.operators, () => import('./operators/operators-page'), 'OperatorsPage'),
];
