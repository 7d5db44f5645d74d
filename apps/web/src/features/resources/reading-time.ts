import { type Article, articleReadingMinutes, fillCopy, RESOURCES_COPY } from '@netzero/core';

/** '5 min read' for an article. */
export function readingTime(article: Article): string {
  return fillCopy(RESOURCES_COPY.list.readingTime, { minutes: articleReadingMinutes(article) });
}
