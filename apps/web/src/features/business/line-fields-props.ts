import { type EstimatorLineErrors, type EstimatorLineField, formatMessage } from '@netzero/core';
import type { DraftPatch, LineDraft } from './estimator-draft';

/** What every line's fields get: the draft, the errors to show, ids, and the edits. */
export type LineFieldsProps<D extends LineDraft> = {
  readonly draft: D;
  readonly errors: EstimatorLineErrors;
  readonly fieldId: (key: number, field: EstimatorLineField) => string;
  readonly update: (key: number, patch: DraftPatch<D>) => void;
  readonly touch: (key: number, field: EstimatorLineField) => void;
};

/** The text of a field's error, if it has one to show. */
export function errorText(errors: EstimatorLineErrors, field: EstimatorLineField) {
  const code = errors[field];
  return code === undefined ? undefined : formatMessage(code);
}
