import { describe, expect, it } from 'vitest';
import { RESOURCES_COPY } from './resources.copy';

describe('RESOURCES_COPY', () => {
  it('sends the newsletter button to our LinkedIn page and says so', () => {
    expect(RESOURCES_COPY.newsletter.url).toBe('https://www.linkedin.com/company/netzero-market');
    expect(RESOURCES_COPY.newsletter.subscribe).toContain('LinkedIn');
    expect(RESOURCES_COPY.newsletter.opensNewTab).toContain('new tab');
  });

  it('has a reading-time template with a {minutes} placeholder', () => {
    expect(RESOURCES_COPY.list.readingTime).toContain('{minutes}');
  });
});
