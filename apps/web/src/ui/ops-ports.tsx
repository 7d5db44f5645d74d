import type {
  FileDownloader,
  OpsAuditGateway,
  OpsAuthGateway,
  OpsCustomersGateway,
  OpsEnquiriesGateway,
  OpsInventoryGateway,
  OpsInvestmentsGateway,
  OpsMailJobsGateway,
  OpsOperatorsGateway,
  OpsOrdersGateway,
  OpsOverviewGateway,
  OpsProjectsGateway,
  OpsSubscriptionsGateway,
  SessionEvents,
  SessionStore,
} from '@netzero/core';
import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Every port the operator console's pages use, by name. Kept apart from the shop's AppPorts so
 * that nothing of the console reaches the buyer's bundles; app/ops-container.ts binds each one.
 */
export interface OpsPorts {
  /** The operator's session (not the buyer's). */
  readonly operatorSessionStore: SessionStore;
  /** Told when the server refuses the operator's session (the console then asks to sign in). */
  readonly operatorSessionEvents: SessionEvents;
  // Shell, sign-in, operators and audit log (H5)
  /** Sign-in with password and TOTP, enrolment, invitations, sign-out. */
  readonly opsAuthGateway: OpsAuthGateway;
  /** The operators, and inviting one. */
  readonly opsOperatorsGateway: OpsOperatorsGateway;
  /** The audit log of operator actions. */
  readonly opsAuditGateway: OpsAuditGateway;
  /** Saves a file the console made (the recovery codes) to the operator's device. */
  readonly fileDownloader: FileDownloader;
  // Operator console: orders, customers, subscriptions (issue 19 items 4-6)
  readonly opsOrdersGateway: OpsOrdersGateway;
  readonly opsCustomersGateway: OpsCustomersGateway;
  readonly opsSubscriptionsGateway: OpsSubscriptionsGateway;
  // Overview, Enquiries, Investments, Mail & jobs (issue 19, H4)
  readonly opsOverviewGateway: OpsOverviewGateway;
  readonly opsEnquiriesGateway: OpsEnquiriesGateway;
  readonly opsInvestmentsGateway: OpsInvestmentsGateway;
  readonly opsMailJobsGateway: OpsMailJobsGateway;
  // Projects and inventory (issue 19 items 2 and 3)
  readonly opsProjects: OpsProjectsGateway;
  readonly opsInventory: OpsInventoryGateway;
}

/** The name of one console port. */
export type OpsPortName = keyof OpsPorts;

/** The inversify token of each console port, carrying its port type (DESIGN §3.6). */
export const OPS_PORT_TOKENS: {
  readonly [Name in OpsPortName]: ServiceIdentifier<OpsPorts[Name]>;
} = {
  operatorSessionStore: Symbol('OperatorSessionStore'),
  operatorSessionEvents: Symbol('OperatorSessionEvents'),
  // Shell, sign-in, operators and audit log (H5)
  opsAuthGateway: Symbol('OpsAuthGateway'),
  opsOperatorsGateway: Symbol('OpsOperatorsGateway'),
  opsAuditGateway: Symbol('OpsAuditGateway'),
  fileDownloader: Symbol('OpsFileDownloader'),
  // Operator console: orders, customers, subscriptions (issue 19 items 4-6)
  opsOrdersGateway: Symbol('OpsOrdersGateway'),
  opsCustomersGateway: Symbol('OpsCustomersGateway'),
  opsSubscriptionsGateway: Symbol('OpsSubscriptionsGateway'),
  // Overview, Enquiries, Investments, Mail & jobs (issue 19, H4)
  opsOverviewGateway: Symbol('OpsOverviewGateway'),
  opsEnquiriesGateway: Symbol('OpsEnquiriesGateway'),
  opsInvestmentsGateway: Symbol('OpsInvestmentsGateway'),
  opsMailJobsGateway: Symbol('OpsMailJobsGateway'),
  // Projects and inventory
  opsProjects: Symbol('OpsProjectsGateway'),
  opsInventory: Symbol('OpsInventoryGateway'),
};

const OpsContainerContext = createContext<Container | null>(null);

/** Makes the console's ports available to every component below it. */
export function OpsPortProvider({
  container,
  children,
}: {
  container: Container;
  children: ReactNode;
}) {
  return <OpsContainerContext.Provider value={container}>{children}</OpsContainerContext.Provider>;
}

/** The implementation of one console port. */
export function useOpsPort<Name extends OpsPortName>(name: Name): OpsPorts[Name] {
  const container = useContext(OpsContainerContext);
  if (!container) throw new Error('useOpsPort needs an OpsPortProvider above it');
  return container.get(OPS_PORT_TOKENS[name]);
}
