import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryEstimateAddress } from './history-estimate-address';

describe('HistoryEstimateAddress', () => {
  beforeEach(() =>
    window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/Business?ref=mail#top'),
  );

  it('writes the code into the current entry, keeping other parameters and the router state', () => {
    const address = new HistoryEstimateAddress(window);
    const length = window.history.length;
    expect(address.read()).toBe(null);
    address.write('{"v":1}');
    expect(window.location.pathname).toBe('/Business');
    expect(window.location.search).toBe('?ref=mail&e=eyJ2IjoxfQ');
    expect(window.location.hash).toBe('#top');
    expect(address.read()).toBe('{"v":1}');
    expect(window.history.length).toBe(length); // Back is not flooded
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 0 });
    address.write(null);
    expect(window.location.search).toBe('?ref=mail');
  });

  it('does not touch history when the address already says the same', () => {
    const address = new HistoryEstimateAddress(window);
    address.write('same');
    const replace = vi.spyOn(window.history, 'replaceState');
    address.write('same');
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });

  it('links to the estimate alone, absolute', () => {
    const address = new HistoryEstimateAddress(window);
    expect(address.linkTo('{"v":1}')).toBe(`${window.location.origin}/Business?e=eyJ2IjoxfQ`);
  });

  it('carries any text in URL-safe characters and reads it back, place names in any script', () => {
    const address = new HistoryEstimateAddress(window);
    for (const text of ['{"l":[["t","München → 東京 ✈"]]}', '??>>~~', '']) {
      address.write(text);
      expect(new URLSearchParams(window.location.search).get('e')).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(address.read()).toBe(text);
    }
  });

  it('reads an address that is not base64url, or not UTF-8, as no estimate', () => {
    const address = new HistoryEstimateAddress(window);
    for (const code of ['%%%', 'a', 'ab+c', '_w']) {
      window.history.replaceState(null, '', `/Business?e=${encodeURIComponent(code)}`);
      expect(address.read()).toBe(null);
    }
  });
});
