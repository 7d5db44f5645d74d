import type { OpsProject, OpsProjectFields } from '@netzero/core';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';

/** The form's inputs, as typed. */
export interface ProjectFormValues {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly country: string;
  readonly region: string;
  readonly location: string;
  readonly standard: string;
  readonly methodology: string;
  readonly vintage: string;
  readonly registryName: string;
  readonly registryProjectId: string;
  readonly registryUrl: string;
  readonly sdgs: string;
  /** Price per tonne in major units, e.g. '14.50'. */
  readonly price: string;
  readonly currency: string;
  readonly pageCopy: string;
  readonly plpUrl: string;
}

/** One input of the form. */
export type ProjectFormField = keyof ProjectFormValues;

/** Per-field messages. */
export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

/** The order of the fields on screen (the first invalid one gets focus). */
export const FIELD_ORDER: readonly ProjectFormField[] = [
  'title',
  'slug',
  'description',
  'category',
  'country',
  'region',
  'location',
  'standard',
  'methodology',
  'vintage',
  'registryName',
  'registryProjectId',
  'registryUrl',
  'sdgs',
  'price',
  'currency',
  'plpUrl',
  'pageCopy',
];

/** An empty form for a new project. */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  slug: '',
  title: '',
  description: '',
  category: '',
  country: '',
  region: '',
  location: '',
  standard: '',
  methodology: '',
  vintage: String(new Date().getFullYear() - 1),
  registryName: '',
  registryProjectId: '',
  registryUrl: '',
  sdgs: '13',
  price: '',
  currency: 'USD',
  pageCopy: '',
  plpUrl: '',
};

/** The form filled with a stored project. */
export function formOf(project: OpsProject): ProjectFormValues {
  return {
    ...project,
    vintage: String(project.vintage),
    registryUrl: project.registryUrl ?? '',
    sdgs: project.sdgs.join(', '),
    price: (project.priceCents / 100).toFixed(2),
    plpUrl: project.plpUrl ?? '',
  };
}

const REQUIRED: readonly ProjectFormField[] = [
  'slug',
  'title',
  'description',
  'location',
  'standard',
];

/** The project's fields from the form, or the messages of the fields that cannot be read. */
export function readProjectForm(
  values: ProjectFormValues,
): { ok: true; fields: OpsProjectFields } | { ok: false; errors: ProjectFormErrors } {
  const copy = OPS_PROJECTS_COPY.form;
  const errors: ProjectFormErrors = {};
  for (const field of REQUIRED) if (values[field].trim() === '') errors[field] = copy.required;
  if (!/^\d{4}$/.test(values.vintage.trim())) errors.vintage = copy.wholeNumber;
  if (!/^\d+(?:\.\d{1,2})?$/.test(values.price.trim())) errors.price = copy.priceFormat;
  const goals = values.sdgs
    .split(',')
    .map((goal) => goal.trim())
    .filter(Boolean);
  if (goals.some((goal) => !/^\d{1,2}$/.test(goal))) errors.sdgs = copy.sdgsFormat;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const [whole = '0', cents = ''] = values.price.trim().split('.');
  return {
    ok: true,
    fields: {
      slug: values.slug.trim(),
      title: values.title.trim(),
      description: values.description.trim(),
      category: values.category.trim(),
      country: values.country.trim(),
      region: values.region.trim(),
      location: values.location.trim(),
      standard: values.standard.trim(),
      methodology: values.methodology.trim(),
      vintage: Number(values.vintage.trim()),
      registryName: values.registryName.trim(),
      registryProjectId: values.registryProjectId.trim(),
      registryUrl: values.registryUrl.trim() === '' ? null : values.registryUrl.trim(),
      sdgs: goals.map(Number),
      priceCents: Number(whole) * 100 + Number(cents.padEnd(2, '0')),
      currency: values.currency.trim().toUpperCase(),
      pageCopy: values.pageCopy,
      plpUrl: values.plpUrl.trim() === '' ? null : values.plpUrl.trim(),
    },
  };
}

/** The fields that differ from the stored project (what an edit sends). */
export function changedFields(
  fields: OpsProjectFields,
  stored: OpsProject,
): Partial<OpsProjectFields> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as (keyof OpsProjectFields)[]) {
    if (JSON.stringify(fields[key]) !== JSON.stringify(stored[key])) patch[key] = fields[key];
  }
  return patch as Partial<OpsProjectFields>;
}

/** The server's field errors on the form's inputs ('priceCents' is the price, 'sdgs.0' the SDGs). */
export function formErrorsOf(
  errors: Readonly<Record<string, string>> | undefined,
): ProjectFormErrors {
  const mapped: ProjectFormErrors = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    const base = name.split('.')[0] ?? name;
    const field = (base === 'priceCents' ? 'price' : base) as ProjectFormField;
    if (FIELD_ORDER.includes(field)) mapped[field] ??= message;
  }
  return mapped;
}
