import { type Article, articleReadingMinutes } from '../../content/articles';
import { fillCopy } from '../../content/fill-copy';
import { RESOURCES_COPY } from '../../content/resources.copy';

/** '5 min read' for an article. */
export function readingTime(article: Article): string {
  return fillCopy(RESOURCES_COPY.list.readingTime, { minutes: articleReadingMinutes(article) });
}
