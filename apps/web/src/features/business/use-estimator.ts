import {
  decodeEstimateLink,
  type EstimatorLineErrors,
  type EstimatorLineField,
  type EstimatorMode,
  encodeEstimateLink,
  estimateLines,
  isReadyToChoosePlan,
  type LinesEstimate,
  validateEstimatorLine,
} from '@netzero/core';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { usePort } from '../../ui/port-context';
import {
  type DraftPatch,
  emptyDraft,
  fieldDomId,
  fieldOrder,
  type LineDraft,
  toEstimatorLine,
} from './estimator-draft';
import { draftsFromSaved, savedFromDrafts } from './saved-drafts';

const COPY = BUSINESS_COPY.estimator;

type State = {
  /** Whether the kept estimate has been read (after mount, so the prerendered page hydrates). */
  readonly restored: boolean;
  readonly lines: readonly LineDraft[];
  /** `${key}:${field}` of every field the user has left or changed. */
  readonly touched: ReadonlySet<string>;
  readonly nextKey: number;
};

type Action =
  | { readonly type: 'restore'; readonly lines: readonly LineDraft[] }
  | { readonly type: 'add'; readonly mode: EstimatorMode }
  | { readonly type: 'remove'; readonly key: number }
  | { readonly type: 'update'; readonly key: number; readonly patch: DraftPatch<LineDraft> }
  | {
      readonly type: 'touch';
      readonly key: number;
      readonly fields: readonly EstimatorLineField[];
    };

const touchKey = (key: number, field: EstimatorLineField) => `${key}:${field}`;

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'restore': {
      if (state.restored) return state;
      // Lines added before the kept ones were read (a click replayed by hydration) go after them.
      const added = state.lines.map((line, index) => ({
        ...line,
        key: action.lines.length + index + 1,
      }));
      const lines = [...action.lines, ...added];
      return { restored: true, lines, touched: new Set<string>(), nextKey: lines.length + 1 };
    }
    case 'add':
      return {
        ...state,
        lines: [...state.lines, emptyDraft(action.mode, state.nextKey)],
        nextKey: state.nextKey + 1,
      };
    case 'remove':
      return { ...state, lines: state.lines.filter((line) => line.key !== action.key) };
    case 'update':
      return {
        ...state,
        lines: state.lines.map((line) =>
          line.key === action.key ? ({ ...line, ...action.patch } as LineDraft) : line,
        ),
      };
    case 'touch': {
      const fresh = action.fields.filter(
        (field) => !state.touched.has(touchKey(action.key, field)),
      );
      if (fresh.length === 0) return state;
      const touched = new Set(state.touched);
      for (const field of fresh) touched.add(touchKey(action.key, field));
      return { ...state, touched };
    }
  }
}

/** A line that keeps 'Choose A Plan' disabled, and the short names of what it lacks. */
export type MissingLine = {
  readonly key: number;
  readonly title: string;
  readonly fields: readonly string[];
};

/** One line as the form shows it: its draft, title, tonnes and the errors of touched fields. */
export type LineView = {
  readonly draft: LineDraft;
  readonly title: string;
  /** 1-based position among the lines of its mode. */
  readonly number: number;
  readonly tonnes: number;
  readonly errors: EstimatorLineErrors;
};

function titleOf(mode: EstimatorMode, number: number): string {
  return fillCopy(COPY.modes[mode].lineTitle, { n: number });
}

/** The estimator's lines, their live estimate, the readiness of 'Choose A Plan', and the edits. */
export function useEstimator() {
  const [state, dispatch] = useReducer(reduce, {
    restored: false,
    lines: [],
    touched: new Set<string>(),
    nextKey: 1,
  });
  const store = usePort('estimateStore');
  const address = usePort('estimateAddress');
  const idPrefix = useId();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  // The address wins over local storage: it is what was shared or bookmarked. Read after
  // hydration (the prerendered page is the empty estimator) but before the browser paints.
  useLayoutEffect(() => {
    const code = address.read();
    const kept = (code === null ? null : decodeEstimateLink(code)) ?? store.load();
    dispatch({ type: 'restore', lines: kept ? draftsFromSaved(kept) : [] });
  }, [address, store]);

  useEffect(() => {
    if (!state.restored) return;
    if (state.lines.length === 0) {
      address.write(null);
      store.clear();
      return;
    }
    const saved = savedFromDrafts(state.lines);
    address.write(encodeEstimateLink(saved));
    store.save(saved);
  }, [address, store, state.restored, state.lines]);

  // Focus moves only after the render that created the element (a new line, the Add button).
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const derived = useMemo(() => {
    const estimate: LinesEstimate = estimateLines(state.lines.map(toEstimatorLine));
    const counts: Record<EstimatorMode, number> = { tourism: 0, events: 0, hotels: 0 };
    const views: LineView[] = [];
    const missing: MissingLine[] = [];
    state.lines.forEach((draft, index) => {
      counts[draft.mode] += 1;
      const number = counts[draft.mode];
      const title = titleOf(draft.mode, number);
      const allErrors = validateEstimatorLine(toEstimatorLine(draft));
      const errors: EstimatorLineErrors = {};
      const lacking: string[] = [];
      for (const field of fieldOrder(draft)) {
        const code = allErrors[field];
        if (code === undefined) continue;
        lacking.push(COPY.fieldNames[field]);
        if (state.touched.has(touchKey(draft.key, field))) errors[field] = code;
      }
      if (lacking.length > 0) missing.push({ key: draft.key, title, fields: lacking });
      views.push({ draft, title, number, tonnes: estimate.perLine[index] ?? 0, errors });
    });
    return {
      estimate,
      views,
      missing,
      ready: isReadyToChoosePlan(state.lines.map(toEstimatorLine)),
    };
  }, [state.lines, state.touched]);

  const fieldId = useCallback(
    (key: number, field: EstimatorLineField) => fieldDomId(idPrefix, key, field),
    [idPrefix],
  );
  const addButtonId = useCallback((mode: EstimatorMode) => `${idPrefix}-add-${mode}`, [idPrefix]);

  const add = useCallback(
    (mode: EstimatorMode) => {
      const first = fieldOrder(emptyDraft(mode, state.nextKey))[0];
      dispatch({ type: 'add', mode });
      if (first) setFocusTarget(fieldDomId(idPrefix, state.nextKey, first));
    },
    [idPrefix, state.nextKey],
  );

  const remove = useCallback(
    (draft: LineDraft) => {
      dispatch({ type: 'remove', key: draft.key });
      setFocusTarget(addButtonId(draft.mode));
    },
    [addButtonId],
  );

  const update = useCallback(
    <D extends LineDraft>(key: number, patch: DraftPatch<D>) =>
      dispatch({ type: 'update', key, patch: patch as DraftPatch<LineDraft> }),
    [],
  );

  const touch = useCallback(
    (key: number, field: EstimatorLineField) => dispatch({ type: 'touch', key, fields: [field] }),
    [],
  );

  /** Shows every message of a line and focuses its first incomplete field. */
  const reveal = useCallback(
    (key: number) => {
      const draft = state.lines.find((line) => line.key === key);
      if (!draft) return;
      const fields = fieldOrder(draft);
      dispatch({ type: 'touch', key, fields });
      const errors = validateEstimatorLine(toEstimatorLine(draft));
      const first = fields.find((field) => errors[field] !== undefined);
      if (first) setFocusTarget(fieldDomId(idPrefix, key, first));
    },
    [idPrefix, state.lines],
  );

  const link = useMemo(
    () =>
      state.lines.length === 0
        ? null
        : address.linkTo(encodeEstimateLink(savedFromDrafts(state.lines))),
    [address, state.lines],
  );

  return { ...derived, link, fieldId, addButtonId, add, remove, update, touch, reveal };
}

/** What useEstimator gives the estimator's components. */
export type Estimator = ReturnType<typeof useEstimator>;
