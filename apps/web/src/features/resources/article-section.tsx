import type { ArticleBlock, ArticleSection } from '../../content/articles';
import { useReveal } from '../../ui/use-reveal';
import styles from './article-section.module.css';
import { ArticleTableView } from './article-table';
import { leadIns } from './lead-in';

/** One section of an article: its h2 and blocks; it fades and rises into view once. */
export function ArticleSectionView({ section, id }: { section: ArticleSection; id: string }) {
  const reveal = useReveal<HTMLElement>();
  return (
    <section
      ref={reveal.ref}
      className={`${styles.section} ${reveal.className}`}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.heading}>
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        // Blocks are static copy and never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  if (block.kind === 'paragraph') return <p className={styles.paragraph}>{block.text}</p>;
  if (block.kind === 'list') {
    const labelled = leadIns(block.items);
    return (
      <ul className={styles.list}>
        {labelled
          ? labelled.map(({ lead, rest }) => (
              <li key={lead}>
                <strong className={styles.lead}>{lead}</strong> {rest}
              </li>
            ))
          : block.items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    );
  }
  return <ArticleTableView table={block.table} />;
}
