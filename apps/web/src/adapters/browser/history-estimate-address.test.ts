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
    address.write('abc_-1');
    expect(window.location.pathname).toBe('/Business');
    expect(window.location.search).toBe('?ref=mail&e=abc_-1');
    expect(window.location.hash).toBe('#top');
    expect(address.read()).toBe('abc_-1');
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
    expect(address.linkTo('xyz')).toBe(`${window.location.origin}/Business?e=xyz`);
  });
});
