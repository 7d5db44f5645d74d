import { describe, expect, it } from 'vitest';
import { toClickEvent } from './click-event.js';

describe('toClickEvent', () => {
  it('uses the trimmed text and the link target', () => {
    expect(
      toClickEvent({
        tagName: 'A',
        text: '  Carbon \n Projects ',
        ariaLabel: null,
        href: '/Carbon',
      }),
    ).toEqual({ elementType: 'a', text: 'Carbon Projects', target: '/Carbon' });
  });

  it('falls back to the aria label, then to Unnamed; buttons have no target', () => {
    expect(
      toClickEvent({ tagName: 'BUTTON', text: ' ', ariaLabel: 'Open menu', href: null }),
    ).toEqual({ elementType: 'button', text: 'Open menu', target: null });
    expect(toClickEvent({ tagName: 'button', text: null, ariaLabel: '  ', href: null }).text).toBe(
      'Unnamed',
    );
  });
});
