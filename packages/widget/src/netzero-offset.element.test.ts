import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index.js';
import {
  CHANGE_EVENT,
  type NetZeroOffsetChange,
  type NetZeroOffsetElement,
} from './netzero-offset.element.js';

const ESTIMATE = {
  object: 'estimate',
  id: 'est_abcdefghijklmnopqrstuvwx',
  totalTonnes: 0.184,
  tonnesToOffset: 1,
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A merchant's form holding the widget with the given attributes. */
function mount(attributes: Record<string, string>): {
  form: HTMLFormElement;
  widget: NetZeroOffsetElement;
} {
  const form = document.createElement('form');
  const widget = document.createElement('netzero-offset');
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  form.append(widget);
  document.body.append(form);
  return { form, widget };
}

const shadow = (widget: NetZeroOffsetElement) => widget.shadowRoot as ShadowRoot;
const statusText = (widget: NetZeroOffsetElement) =>
  shadow(widget).querySelector('[role="status"]')?.textContent;
const checkbox = (widget: NetZeroOffsetElement) =>
  shadow(widget).querySelector('input[type="checkbox"]') as HTMLInputElement;
const labelText = (widget: NetZeroOffsetElement) =>
  shadow(widget).querySelector(`label[for="${checkbox(widget).id}"]`)?.textContent;

const FLIGHT = {
  'publishable-key': 'nzpk_test_abc',
  'api-base': 'https://api.netzero.example',
  type: 'flight',
  km: '1200',
};

describe('<netzero-offset>', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => reply(201, ESTIMATE));
    vi.stubGlobal('fetch', fetchMock);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.replaceChildren();
    warn.mockRestore();
  });

  it('estimates with the publishable key and offers the offset at the merchant’s price', async () => {
    const { widget } = mount({ ...FLIGHT, 'price-per-tonne-cents': '1500', currency: 'USD' });
    await vi.waitFor(() => expect(statusText(widget)).toBe('This trip emits 0.18 t CO₂.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.netzero.example/v1/estimates');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer nzpk_test_abc');
    expect(JSON.parse(String(init.body))).toEqual({ lines: [{ type: 'flight', km: 1200 }] });
    expect(labelText(widget)).toBe('Offset it for $15.00');
    expect(checkbox(widget).checked).toBe(false);
    expect(checkbox(widget).closest('[hidden]')).toBeNull();
  });

  it('puts the estimate id in the merchant’s form only once the customer opts in', async () => {
    const { form, widget } = mount(FLIGHT);
    const changes: NetZeroOffsetChange[] = [];
    form.addEventListener(CHANGE_EVENT, (event) =>
      changes.push((event as CustomEvent<NetZeroOffsetChange>).detail),
    );
    await vi.waitFor(() => expect(widget.estimateId).toBe(ESTIMATE.id));
    expect(labelText(widget)).toBe('Offset it');
    expect(new FormData(form).get('netzero_estimate_id')).toBeNull();

    checkbox(widget).click();
    expect(widget.optedIn).toBe(true);
    expect(new FormData(form).get('netzero_estimate_id')).toBe(ESTIMATE.id);
    expect(changes.at(-1)).toEqual({
      optedIn: true,
      estimateId: ESTIMATE.id,
      tonnes: 0.184,
      tonnesToOffset: 1,
    });

    checkbox(widget).click();
    expect(new FormData(form).get('netzero_estimate_id')).toBeNull();
    expect(changes.at(-1)?.optedIn).toBe(false);
  });

  it('submits under the name the merchant gives, and a form reset opts out', async () => {
    const { form, widget } = mount({ ...FLIGHT, name: 'offset_estimate' });
    await vi.waitFor(() => expect(widget.estimateId).toBe(ESTIMATE.id));
    checkbox(widget).click();
    expect(new FormData(form).get('offset_estimate')).toBe(ESTIMATE.id);
    widget.formResetCallback();
    expect(checkbox(widget).checked).toBe(false);
    expect(new FormData(form).get('offset_estimate')).toBeNull();
  });

  it('says a quiet line and offers nothing when the key is refused', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'The API key is not valid.' }));
    const { form, widget } = mount(FLIGHT);
    await vi.waitFor(() =>
      expect(statusText(widget)).toBe('Carbon offsetting is not available right now.'),
    );
    expect(checkbox(widget).closest('[hidden]')).not.toBeNull();
    expect(widget.optedIn).toBe(false);
    expect(new FormData(form).get('netzero_estimate_id')).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('401 The API key is not valid.');
  });

  it('survives a network failure and a reply that is not an estimate', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { widget } = mount(FLIGHT);
    await vi.waitFor(() =>
      expect(statusText(widget)).toBe('Carbon offsetting is not available right now.'),
    );
    fetchMock.mockResolvedValueOnce(reply(200, { id: 'nope' }));
    widget.setAttribute('km', '900');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(statusText(widget)).toBe('Carbon offsetting is not available right now.');
  });

  it('sends nothing without a key or a trip it can estimate', async () => {
    const { widget } = mount({ type: 'flight', km: '100' });
    const other = mount({ 'publishable-key': 'nzpk_test_abc', type: 'flight' }).widget;
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(statusText(widget)).toBe('Carbon offsetting is not available right now.');
    expect(statusText(other)).toBe('Carbon offsetting is not available right now.');
  });

  it('re-estimates once when several attributes change together, keeping the opt-in', async () => {
    const { form, widget } = mount(FLIGHT);
    await vi.waitFor(() => expect(widget.estimateId).toBe(ESTIMATE.id));
    checkbox(widget).click();
    const next = { ...ESTIMATE, id: 'est_zyxwvutsrqponmlkjihgfedc', totalTonnes: 2.345 };
    fetchMock.mockResolvedValueOnce(reply(201, next));
    widget.setAttribute('type', 'hotel');
    widget.setAttribute('nights', '3');
    widget.setAttribute('stars', '4');
    await vi.waitFor(() => expect(statusText(widget)).toBe('This stay emits 2.3 t CO₂.'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new FormData(form).get('netzero_estimate_id')).toBe(next.id);
  });

  it('labels its checkbox and describes it with the estimate', async () => {
    const { widget } = mount(FLIGHT);
    await vi.waitFor(() => expect(widget.estimateId).toBe(ESTIMATE.id));
    const described = (checkbox(widget).getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => shadow(widget).getElementById(id)?.textContent);
    expect(texts).toEqual([
      'This trip emits 0.18 t CO₂.',
      'Retires 1 t of verified carbon credits through NetZero Market.',
    ]);
    expect(shadow(widget).querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(
      'Carbon offset',
    );
  });
});
