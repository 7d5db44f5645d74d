import styles from './section-heading.module.css';

/** A home section's heading: an optional eyebrow, the h2 (tied to its section by id) and a lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
}) {
  return (
    <div className={align === 'center' ? `${styles.heading} ${styles.center}` : styles.heading}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
