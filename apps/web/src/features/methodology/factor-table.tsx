import type { FactorSource } from '@netzero/core';
import { decimalFormat } from '@netzero/core';
import { Fragment } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import { formatDifference, formatKg, referenceText } from '../../ui/factor-text';
import styles from './factor-table.module.css';

const COPY = METHODOLOGY_COPY.factors;
const VALUE = decimalFormat({ maximumFractionDigits: 10 });

/** A constant's name that may wrap after each underscore, not inside a word; it copies as written. */
function breakable(constant: string) {
  // Each piece is keyed by the name up to it: unique, and stable for a fixed name.
  const pieces = constant.split('_').map((part, index, all) => ({
    key: all.slice(0, index + 1).join('_'),
    text: index < all.length - 1 ? `${part}_` : part,
  }));
  return pieces.map((piece) => (
    <Fragment key={piece.key}>
      {piece.text}
      <wbr />
    </Fragment>
  ));
}

/** One mode's factors: value, formula, source, the public references with the difference, and a note. */
export function FactorTable({
  headingId,
  factors,
}: {
  headingId: string;
  factors: readonly FactorSource[];
}) {
  const { columns } = COPY;
  return (
    <div className={styles.frame}>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.columnHeader}>
              {columns.factor}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.value}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.formula}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.source}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.references}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.note}
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {factors.map((factor) => (
            <tr key={factor.constant} id={factor.constant} className={styles.row}>
              <th scope="row" className={styles.rowHeader}>
                {factor.label}
                <code className={styles.constant}>{breakable(factor.constant)}</code>
              </th>
              <td className={styles.cell} data-label={columns.value}>
                <span className={styles.number}>
                  {VALUE.format(factor.value)} {factor.unit}
                </span>
                <span className={styles.secondary}>
                  {fillCopy(COPY.kgValue, {
                    kg: formatKg(factor.kgPerUnit),
                    unit: factor.inputUnit,
                  })}
                </span>
              </td>
              <td className={styles.cell} data-label={columns.formula}>
                <span className={styles.number}>{factor.formula}</span>
              </td>
              <td className={styles.cell} data-label={columns.source}>
                {factor.source}
                {factor.hasPublicSource ? null : (
                  <strong className={styles.flag}>{COPY.noPublicSource}</strong>
                )}
              </td>
              <td className={styles.cell} data-label={columns.references}>
                <ul className={styles.references}>
                  {factor.comparisons.map(({ reference, comparable }) => (
                    <li key={reference.name}>
                      {referenceText(reference)}
                      <span className={styles.secondary}>
                        {comparable
                          ? fillCopy(COPY.difference, {
                              difference: formatDifference(factor.kgPerUnit, reference),
                            })
                          : COPY.notComparable}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={styles.cell} data-label={columns.note}>
                {factor.note}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
