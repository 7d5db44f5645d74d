import { parseNumberInput } from '@netzero/core';
import { useCallback, useRef, useState } from 'react';

/** One transport row as typed: mode (or vehicle), fuel, kilometres and, for a fleet, vehicles. */
export interface RowDraft {
  readonly id: number;
  readonly mode: string;
  readonly fuel: string;
  readonly km: string;
  readonly vehicles: string;
}

/** A row as the core's calculators read it: null for what is not chosen or not a number. */
export function rowValues(row: RowDraft) {
  return {
    mode: row.mode === '' ? null : row.mode,
    fuel: row.fuel === '' ? null : row.fuel,
    km: parseNumberInput(row.km),
    vehicles: parseNumberInput(row.vehicles),
  };
}

/** The rows of a calculator, each with a stable id for React keys and labels. */
export function useTransportRows(blank: Omit<RowDraft, 'id'>) {
  const nextId = useRef(2);
  const [rows, setRows] = useState<readonly RowDraft[]>([{ id: 1, ...blank }]);

  const add = useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((current) => [...current, { id, ...blank }]);
  }, [blank]);

  const remove = useCallback((id: number) => {
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const update = useCallback((id: number, patch: Partial<Omit<RowDraft, 'id'>>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  }, []);

  return { rows, add, remove, update };
}
