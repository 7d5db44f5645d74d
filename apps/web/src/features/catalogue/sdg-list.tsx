import { SHOP_COPY } from '../../content/shop.copy';
import styles from './sdg-list.module.css';

/** The UN Sustainable Development Goals a project serves, as numbered chips with their names. */
export function SdgList({ goals }: { goals: readonly number[] }) {
  const known = goals.filter((goal) => SHOP_COPY.sdgs[goal] !== undefined);
  return (
    <ul className={styles.list}>
      {known.map((goal) => (
        <li key={goal} className={styles.chip}>
          <span className={styles.number}>
            <span className="visually-hidden">{`${SHOP_COPY.project.sdgPrefix} `}</span>
            {goal}
          </span>
          <span className={styles.name}>{SHOP_COPY.sdgs[goal]}</span>
        </li>
      ))}
    </ul>
  );
}
