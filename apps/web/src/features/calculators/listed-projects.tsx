import { PERSONAL_LISTED_PROJECTS, type PersonalListedProject } from '@netzero/core';
import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import styles from './choice-list.module.css';
import { formatWholeUsd } from './format-amounts';

const COPY = CALCULATORS_COPY.projects;

/** Calculator 1's listed projects with their prices; the chosen one prices the offset. */
export function ListedProjects({
  value,
  onChange,
}: {
  value: PersonalListedProject;
  onChange: (project: PersonalListedProject) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{COPY.heading}</legend>
      <p className={styles.intro}>{COPY.intro}</p>
      <div className={styles.options}>
        {PERSONAL_LISTED_PROJECTS.map((project) => (
          <label key={project.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={value.id === project.id}
              onChange={() => onChange(project)}
            />
            <span className={styles.text}>
              <span className={styles.title}>{project.name}</span>
              <span className={styles.detail}>
                {fillCopy(COPY.price, { price: formatWholeUsd(project.priceUsdPerTonne) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
