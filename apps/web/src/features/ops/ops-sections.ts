import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';

/** One page of the console: its path under /ops, its label in the navigation, its lazy page. */
export interface OpsSection {
  /** Relative to /ops, e.g. 'audit'. */
  readonly path: string;
  readonly label: string;
  readonly page: LazyExoticComponent<ComponentType>;
}

/** A page module's named export, loaded on demand (each section is its own chunk). */
export function lazySection<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const { sections } = OPS_CONSOLE_COPY;

/**
 * The console's sections, in navigation order; /ops opens the first. A section adds its line
 * here, and only for a page that exists.
 */
export const OPS_SECTIONS: readonly OpsSection[] = [
  {
    path: 'audit',
    label: sections.audit,
    page: lazySection(() => import('./audit/audit-page'), 'AuditPage'),
  },
  {
    path: 'operators',
    label: sections.operators,
    page: lazySection(() => import('./operators/operators-page'), 'OperatorsPage'),
  },
];
