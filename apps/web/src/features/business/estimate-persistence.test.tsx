import { decodeEstimateLink, encodeEstimateLink, type SavedEstimate } from '@netzero/core';
import { FakeEstimateAddress, InMemoryEstimateStore } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choosePlan, lineField, lineTonnes, portsWithPlaces } from './business-test-kit';
import {
  addLine,
  expectEveryModeShown,
  fillEveryMode,
  place,
  renderBusiness,
} from './estimate-test-kit';

describe('the business estimate survives a reload', () => {
  it('keeps every mode in the address and on the device, and shows it again after a reload', async () => {
    const ports = portsWithPlaces();
    const first = renderBusiness(ports);
    await fillEveryMode(first.user);
    expectEveryModeShown();
    const code = ports.estimateAddress.code;
    expect(code).not.toBe(null);
    expect(decodeEstimateLink(code ?? '')).toEqual(ports.estimateStore.estimate);
    expect(ports.estimateStore.estimate?.lines).toHaveLength(5);
    first.unmount();

    // A reload: the same address and storage, a new page.
    const second = renderBusiness(ports);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hotel stay 1' })).toBeTruthy());
    expectEveryModeShown();
    expect(choosePlan().disabled).toBe(false);

    // Editing after the reload keeps going into the same address entry.
    await second.user.clear(lineField('Trip 2', 'Distance (km)'));
    await second.user.type(lineField('Trip 2', 'Distance (km)'), '100');
    expect(decodeEstimateLink(ports.estimateAddress.code ?? '')?.lines[1]).toMatchObject({
      transport: 'Car',
      km: '100',
    });
  });

  it('restores from local storage when the address has no estimate, and puts it back in the address', async () => {
    const ports = portsWithPlaces();
    ports.estimateStore = new InMemoryEstimateStore({
      lines: [{ mode: 'events', attendees: '10', hours: '2', energy: '5' }],
    });
    renderBusiness(ports);
    await waitFor(() => expect(lineField('Event 1', 'Attendees').value).toBe('10'));
    expect(decodeEstimateLink(ports.estimateAddress.code ?? '')?.lines).toHaveLength(1);
  });

  it('prefers the address over local storage (a shared link wins)', async () => {
    const ports = portsWithPlaces();
    const shared: SavedEstimate = {
      lines: [{ mode: 'hotels', nights: '4', rating: 5, energy: '0' }],
    };
    ports.estimateAddress = new FakeEstimateAddress(encodeEstimateLink(shared));
    ports.estimateStore = new InMemoryEstimateStore({
      lines: [{ mode: 'events', attendees: '10', hours: '2', energy: '5' }],
    });
    renderBusiness(ports);
    await waitFor(() => expect(lineField('Hotel stay 1', 'Room nights').value).toBe('4'));
    expect(screen.queryByRole('heading', { name: 'Event 1' })).toBe(null);
    expect(ports.estimateStore.estimate).toEqual(shared);
  });

  it('ignores a broken or old address and falls back to the device, without crashing', async () => {
    const ports = portsWithPlaces();
    ports.estimateAddress = new FakeEstimateAddress('eyJ2IjoyLCJsIjpbXX0'); // {"v":2,"l":[]}
    ports.estimateStore = new InMemoryEstimateStore({
      lines: [{ mode: 'hotels', nights: '1', rating: 2, energy: '3' }],
    });
    renderBusiness(ports);
    await waitFor(() => expect(lineField('Hotel stay 1', 'Room nights').value).toBe('1'));

    const empty = portsWithPlaces();
    empty.estimateAddress = new FakeEstimateAddress('%%not-base64%%');
    const view = renderBusiness(empty);
    await waitFor(() => expect(empty.estimateAddress.code).toBe(null));
    expect(within(view.container).getByText(/Add a trip, an event or a hotel stay/)).toBeTruthy();
  });

  it('keeps a distance typed by hand for picked places, and finds the distance again otherwise', async () => {
    const ports = portsWithPlaces();
    const delhi = { text: 'Delhi, India', id: 'in-delhi' };
    const mumbai = { text: 'Mumbai, India', id: 'in-mumbai' };
    const trip = { mode: 'tourism', transport: 'Car', passengers: '', length: '' } as const;
    ports.estimateAddress = new FakeEstimateAddress(
      encodeEstimateLink({
        lines: [
          { ...trip, from: delhi, to: mumbai, km: '1400', kmFromPlaces: true },
          { ...trip, from: delhi, to: mumbai, km: '1234', kmFromPlaces: false },
        ],
      }),
    );
    renderBusiness(ports);
    await waitFor(() => expect(lineField('Trip 2', 'Distance (km)').value).toBe('1234'));
    await waitFor(() =>
      expect(screen.getAllByText(/the road distance between your places/).length).toBe(1),
    );
    expect(lineField('Trip 1', 'Distance (km)').value).toBe('1400');
    expect(place('Trip 2', 'From').value).toBe('Delhi, India');
    expect(lineTonnes('Trip 2')).toBe('259 kg CO2');
  });

  it('forgets the estimate when its last line is removed', async () => {
    const ports = portsWithPlaces();
    const { user } = renderBusiness(ports);
    await addLine(user, 'Events & Conferences', 'Add an event');
    expect(ports.estimateAddress.code).not.toBe(null);
    await user.click(screen.getByRole('button', { name: 'Remove event 1' }));
    expect(ports.estimateAddress.code).toBe(null);
    expect(ports.estimateStore.estimate).toBe(null);
  });

  it('offers exactly the kept tonnes in the plan popup after a reload', async () => {
    const ports = portsWithPlaces();
    const first = renderBusiness(ports);
    await fillEveryMode(first.user);
    first.unmount();
    const { user } = renderBusiness(ports);
    await waitFor(() => expect(choosePlan().disabled).toBe(false));
    await user.click(choosePlan());
    const dialog = screen.getByRole('dialog', { name: 'Choose A Plan' });
    expect(within(dialog).getByText('Your estimate: 9.03 t CO2')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy 10 t once' }).getAttribute('href')).toBe(
      '/Onetime?quantity=10',
    );
  });
});
