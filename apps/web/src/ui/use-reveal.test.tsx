import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPrerenderedView } from './prerendered-view';
import { useReveal } from './use-reveal';

function Section() {
  const reveal = useReveal<HTMLElement>();
  return (
    <section ref={reveal.ref} className={reveal.className} aria-label="probe">
      <img alt="" className={reveal.imageClassName} src="x.svg" />
      {reveal.revealed ? 'shown' : 'waiting'}
    </section>
  );
}

class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

function motionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

/** Places every element's top at `top` px, in a 1000 px high window. */
function layOut(top: number) {
  vi.stubGlobal('innerHeight', 1000);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  markPrerenderedView('/not-this-page');
  FakeObserver.instances = [];
});

describe('useReveal', () => {
  it('shows the content at once when the browser has no IntersectionObserver (jsdom)', () => {
    render(<Section />);
    const section = screen.getByRole('region', { name: 'probe' });
    expect(section.textContent).toBe('shown');
    expect(section.className).toMatch(/revealed/);
  });

  it('waits hidden until the section comes into view, then reveals it once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    motionPreference(false);
    render(<Section />);
    const section = screen.getByRole('region', { name: 'probe' });
    expect(section.className).toMatch(/pending/);
    const observer = FakeObserver.instances[0] as FakeObserver;
    expect(observer.observed).toEqual([section]);

    act(() => observer.fire(false));
    expect(section.textContent).toBe('waiting');

    act(() => observer.fire(true));
    expect(section.textContent).toBe('shown');
    expect(section.className).toMatch(/revealed/);
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.instances.length).toBe(1);
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    motionPreference(true);
    render(<Section />);
    expect(screen.getByRole('region', { name: 'probe' }).textContent).toBe('shown');
    expect(FakeObserver.instances.length).toBe(0);
  });

  it('on a direct visit (prerendered page): hides a section below the fold to reveal it on scroll', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    motionPreference(false);
    markPrerenderedView(window.location.pathname);
    layOut(1400);
    render(<Section />);
    const section = screen.getByRole('region', { name: 'probe' });
    expect(section.className).toMatch(/pending/);
    const observer = FakeObserver.instances[0] as FakeObserver;
    act(() => observer.fire(true));
    expect(section.className).toMatch(/revealed/);
  });

  it('on a direct visit: keeps a section the visitor already sees shown', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    motionPreference(false);
    markPrerenderedView(window.location.pathname);
    layOut(200);
    render(<Section />);
    expect(screen.getByRole('region', { name: 'probe' }).className).toMatch(/revealed/);
    expect(FakeObserver.instances.length).toBe(0);
  });

  it('on a direct visit with reduced motion: shows even what is below the fold', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    motionPreference(true);
    markPrerenderedView(window.location.pathname);
    layOut(1400);
    render(<Section />);
    expect(screen.getByRole('region', { name: 'probe' }).className).toMatch(/revealed/);
    expect(FakeObserver.instances.length).toBe(0);
  });

  it('stops observing when the component goes away', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    motionPreference(false);
    const view = render(<Section />);
    view.unmount();
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
  });
});
