import { type EstimatorLine, factorSource, lineFactorTerms } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { LINE_FACTOR_COPY } from '../../content/line-factor.copy';
import { formatInput, formatKg, referenceShortText } from '../../ui/factor-text';
import styles from './line-card.module.css';

const COPY = LINE_FACTOR_COPY;

/** What a line's Boat trip is counted by, when it is one; null for the other lines. */
function boatLead(line: EstimatorLine): string | null {
  if (line.mode === 'boating') return COPY.boatLead.wholeBoat;
  if (line.mode === 'tourism' && line.transport === 'Boat') return COPY.boatLead.perKm;
  return null;
}

/**
 * Each term of a line's tonnes with its factor and source, e.g. '20 km × 0.25 kg · spec factor ·
 * DESNZ 2024 Ferry, average passenger: 0.11 kg/passenger-km'. Nothing until a trip has a transport.
 */
export function LineFactors({ line }: { line: EstimatorLine }) {
  const terms = lineFactorTerms(line);
  if (terms.length === 0) return null;
  const lead = boatLead(line);
  return (
    // Paragraphs, not a list: the mode's list of lines stays a list of lines.
    <div className={styles.factors}>
      {lead ? <p className={styles.factorLine}>{lead}</p> : null}
      {terms.map((term) => {
        const factor = factorSource(term.constant);
        const closest = factor?.comparisons[0]?.reference;
        const [a = 0, b = 0] = term.inputs;
        return (
          <p key={term.constant} className={styles.factorLine}>
            <span className={styles.factorFormula}>
              {fillCopy(COPY.terms[term.constant] ?? '', {
                a: formatInput(a),
                b: formatInput(b),
                kg: formatKg(factor?.kgPerUnit ?? 0),
              })}
            </span>{' '}
            {closest ? (
              <span className={styles.factorSource}>
                {fillCopy(factor?.hasPublicSource ? COPY.source : COPY.sourceNoPublic, {
                  reference: referenceShortText(closest),
                })}
              </span>
            ) : null}
          </p>
        );
      })}
    </div>
  );
}
