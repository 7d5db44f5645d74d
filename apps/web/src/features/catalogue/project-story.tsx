import { type ReactNode, useId } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { PROJECT_PAGES_COPY, type ProjectStory as Story } from '../../content/project-pages.copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { useReveal } from '../../ui/use-reveal';
import styles from './project-story.module.css';

/** The story of a static project page, found by its page path in any case; undefined if none. */
export function storyAt(path: string | null): Story | undefined {
  const wanted = path?.toLowerCase();
  return PROJECT_PAGES_COPY.stories.find((story) => story.path.toLowerCase() === wanted);
}

/**
 * The static sections of the six project pages (spec §2): intro, why it matters, the work on the
 * ground, verification, community benefits, each SDG explained, location and contact.
 * Renders nothing for a page without a story (/card7).
 */
export function ProjectStory({ path }: { path: string | null }) {
  const story = storyAt(path);
  if (!story) return null;
  const headings = PROJECT_PAGES_COPY.headings;
  const contact = PROJECT_PAGES_COPY.contact;
  return (
    <>
      <StorySection title={headings.intro}>
        <Paragraphs texts={story.intro} />
      </StorySection>
      <StorySection title={headings.whyItMatters}>
        <Paragraphs texts={story.whyItMatters} />
      </StorySection>
      <StorySection title={headings.onTheGround}>
        <ol className={styles.steps}>
          {story.onTheGround.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </StorySection>
      <StorySection title={headings.verification}>
        <Paragraphs texts={story.verification} />
      </StorySection>
      <StorySection title={headings.communityBenefits}>
        <ul className={styles.benefits}>
          {story.communityBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </StorySection>
      <StorySection title={headings.sdgs}>
        <ul className={styles.goals}>
          {story.sdgs.map(({ goal, how }) => (
            <li key={goal} className={styles.goal}>
              <span className={styles.goalNumber} aria-hidden="true">
                {goal}
              </span>
              <span>
                <span className={styles.goalName}>
                  {fillCopy(PROJECT_PAGES_COPY.sdgLabel, {
                    goal,
                    name: SHOP_COPY.sdgs[goal] ?? '',
                  })}
                </span>
                <span className={styles.goalHow}>{how}</span>
              </span>
            </li>
          ))}
        </ul>
      </StorySection>
      <div className={styles.pair}>
        <StorySection title={headings.location} card>
          <p className={styles.region}>{story.location.region}</p>
          <p className={styles.muted}>{story.location.details}</p>
        </StorySection>
        <StorySection title={headings.contact} card>
          <p className={styles.muted}>{contact.body}</p>
          <dl className={styles.contact}>
            <dt>{contact.emailLabel}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{contact.phoneLabel}</dt>
            <dd>
              <a href={contact.phoneHref}>{contact.phone}</a>
            </dd>
          </dl>
          <p className={styles.note}>{contact.note}</p>
        </StorySection>
      </div>
    </>
  );
}

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className={styles.paragraph}>
      {text}
    </p>
  ));
}

// A titled section that fades and rises into view once (UI.md 'Motion').
function StorySection({
  title,
  card = false,
  children,
}: {
  title: string;
  card?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const reveal = useReveal<HTMLElement>();
  return (
    <section
      ref={reveal.ref}
      aria-labelledby={id}
      className={`${card ? styles.card : ''} ${reveal.className}`}
    >
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
