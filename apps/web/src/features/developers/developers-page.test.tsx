import { httpError, sessionToken } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderApp } from '../../test/render-app';

function loggedInPorts() {
  const ports = createFakePorts();
  ports.sessionStore.token = sessionToken(42);
  ports.sessionStore.userId = '42';
  return ports;
}

async function open(route: string, ports = loggedInPorts()) {
  const view = renderApp({ route, ports });
  await screen.findByRole('heading', { level: 1, name: 'Developers' });
  return view;
}

const form = (name: string) => within(screen.getByRole('form', { name }));

describe('/Admin?developers: the page', () => {
  it('is a view of the dashboard: tabs link the two, and the sections by query', async () => {
    const { user, location } = await open('/Admin?developers');
    const tabs = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(tabs.getByRole('link', { name: 'Developers' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const sections = within(screen.getByRole('navigation', { name: 'Developers sections' }));
    expect(sections.getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(sections.getByRole('link', { name: 'Webhooks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeTruthy();
    expect(location()).toBe('/Admin?developers=webhooks');

    await user.click(tabs.getByRole('link', { name: 'Orders & account' }));
    await waitFor(() => expect(location()).toBe('/Admin'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Security' })).toBeTruthy();
  });

  it('is reached from the dashboard', async () => {
    const { user, location } = renderApp({ route: '/Admin', ports: loggedInPorts() });
    const tabs = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    await user.click(tabs.getByRole('link', { name: 'Developers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeTruthy();
    expect(location()).toBe('/Admin?developers');
  });

  it('sends a visitor without a session to /Login', async () => {
    const { location } = renderApp({ route: '/Admin?developers=balance' });
    await waitFor(() => expect(location()).toBe('/Login'));
  });
});

describe('/Admin?developers: API keys', () => {
  it('shows a new key once, with the notice, then only its hint', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers', ports);
    const create = form('Create a key');
    await user.type(create.getByLabelText('Name'), 'Checkout server');
    await user.click(create.getByRole('radio', { name: 'Live' }));
    await user.click(create.getByRole('radio', { name: 'Publishable' }));
    await user.click(create.getByRole('button', { name: 'Create key' }));

    const secret = 'nzpk_live_00000000000000000000000000000001';
    const field = await screen.findByLabelText('API key');
    expect((field as HTMLInputElement).value).toBe(secret);
    expect(screen.getByText(/you won’t see it again/)).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('createKey')).toEqual([
      [{ name: 'Checkout server', mode: 'live', kind: 'publishable' }],
    ]);
    const row = within(
      (await screen.findByRole('rowheader', { name: 'Checkout server' })).closest(
        'tr',
      ) as HTMLElement,
    );
    expect(row.getByText('nzpk_live_0000…')).toBeTruthy();
    expect(row.getByText('Live')).toBeTruthy();
    expect(row.getByText('Publishable')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('puts the newest test key’s hint in the first call to try', async () => {
    const ports = loggedInPorts();
    await ports.developerGateway.createKey({ name: 'Try', mode: 'test', kind: 'secret' });
    await open('/Admin?developers', ports);
    const example = await screen.findByText(/curl .*\/v1\/estimates/);
    await waitFor(() => expect(example.textContent).toContain('Bearer nzk_test_0000…'));
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '/api/docs',
    );
  });

  it('asks for a name before calling the server, and shows the server’s field error', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers', ports);
    const create = form('Create a key');
    await user.click(create.getByRole('button', { name: 'Create key' }));
    const name = create.getByLabelText('Name');
    expect(create.getByText('Give the key a name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(ports.developerGateway.script.argsOf('createKey')).toEqual([]);

    ports.developerGateway.script.failNext(
      'createKey',
      httpError(400, 'Check the fields.', 'Bad Request', {
        name: 'The name is at most 60 characters.',
      }),
    );
    await user.type(name, 'Too long, says the server');
    await user.click(create.getByRole('button', { name: 'Create key' }));
    const error = await create.findByText('The name is at most 60 characters.');
    expect(name.getAttribute('aria-describedby')).toContain(error.closest('p')?.id);
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it('shows a failure without field errors above the button', async () => {
    const ports = loggedInPorts();
    ports.developerGateway.script.failNext('createKey', httpError(429, 'Too many keys today.'));
    const { user } = await open('/Admin?developers', ports);
    const create = form('Create a key');
    await user.type(create.getByLabelText('Name'), 'CI');
    await user.click(create.getByRole('button', { name: 'Create key' }));
    expect((await create.findByRole('alert')).textContent).toBe('Too many keys today.');
  });

  it('revokes a key after confirmation; Keep the key changes nothing', async () => {
    const ports = loggedInPorts();
    await ports.developerGateway.createKey({ name: 'Old server', mode: 'test', kind: 'secret' });
    const { user } = await open('/Admin?developers', ports);
    const revoke = await screen.findByRole('button', { name: 'Revoke the key “Old server”' });

    await user.click(revoke);
    let dialog = within(await screen.findByRole('dialog', { name: 'Revoke “Old server”?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep the key' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ports.developerGateway.script.argsOf('revokeKey')).toEqual([]);

    await user.click(revoke);
    dialog = within(await screen.findByRole('dialog', { name: 'Revoke “Old server”?' }));
    expect(dialog.getByText(/apps that use it stop working/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('The key “Old server” is revoked.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ports.developerGateway.script.argsOf('revokeKey')).toEqual([[1]]);
    expect(await screen.findByText(/^Revoked /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke the key “Old server”' })).toBeNull();
  });

  it('keeps the dialog open with the message when revoking fails', async () => {
    const ports = loggedInPorts();
    await ports.developerGateway.createKey({ name: 'Old server', mode: 'test', kind: 'secret' });
    ports.developerGateway.script.failNext('revokeKey');
    const { user } = await open('/Admin?developers', ports);
    await user.click(await screen.findByRole('button', { name: 'Revoke the key “Old server”' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await dialog.findByText('We could not revoke the key. Please try again.')).toBeTruthy();
  });

  it('says when the keys cannot be loaded, and tries again', async () => {
    const ports = loggedInPorts();
    ports.developerGateway.script.failNext('listKeys');
    const { user } = await open('/Admin?developers', ports);
    expect(
      await screen.findByText('We could not load this section. Please try again.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No keys yet/)).toBeTruthy();
  });
});

describe('/Admin?developers=balance', () => {
  it('adds test funds at once and shows the new balance and movement', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers=balance', ports);
    const funds = form('Add test funds');
    await user.clear(funds.getByLabelText('Amount (USD)'));
    await user.type(funds.getByLabelText('Amount (USD)'), '250');
    await user.click(funds.getByRole('button', { name: 'Add test funds' }));

    expect(await funds.findByText('$250.00 of test funds added.')).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('addTestFunds')).toEqual([[25_000]]);
    const card = (await screen.findByText('Test balance')).closest('li') as HTMLElement;
    await waitFor(() => expect(card.textContent).toContain('$250.00'));
    const movements = within(
      screen.getByRole('table', { name: 'Balance movements, newest first' }),
    );
    expect(movements.getByText('Test funds')).toBeTruthy();
    expect(movements.getByText('+$250.00')).toBeTruthy();
  });

  it('checks the amount before calling, and shows the server’s amount error on the field', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers=balance', ports);
    const funds = form('Add test funds');
    const amount = funds.getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(funds.getByRole('button', { name: 'Add test funds' }));
    expect(funds.getByText('Top up at least $10.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(ports.developerGateway.script.argsOf('addTestFunds')).toEqual([]);

    ports.developerGateway.script.failNext(
      'addTestFunds',
      httpError(400, 'Check the fields.', 'Bad Request', {
        amountCents: 'Test funds are capped at $1,000.',
      }),
    );
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(funds.getByRole('button', { name: 'Add test funds' }));
    expect(await funds.findByText('Test funds are capped at $1,000.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    ports.developerGateway.script.failNext(
      'addTestFunds',
      httpError(429, 'Too many test top-ups.'),
    );
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(funds.getByRole('button', { name: 'Add test funds' }));
    expect((await funds.findByRole('alert')).textContent).toBe('Too many test top-ups.');
  });

  it('top-up sends the browser to the hosted checkout', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers=balance', ports);
    const topUp = form('Top up the live balance');
    await user.type(topUp.getByLabelText('Amount (USD)'), '1,500.50');
    await user.click(topUp.getByRole('button', { name: 'Top up' }));
    await waitFor(() =>
      expect(ports.navigator.opened).toEqual([ports.developerGateway.checkoutUrl]),
    );
    expect(ports.developerGateway.script.argsOf('startTopUp')).toEqual([[150_050]]);
  });

  it('says so when the top-up cannot start, and stays', async () => {
    const ports = loggedInPorts();
    ports.developerGateway.script.failNext('startTopUp', httpError(503, 'Payments are paused.'));
    const { user } = await open('/Admin?developers=balance', ports);
    const topUp = form('Top up the live balance');
    await user.type(topUp.getByLabelText('Amount (USD)'), '50');
    await user.click(topUp.getByRole('button', { name: 'Top up' }));
    expect((await topUp.findByRole('alert')).textContent).toBe('Payments are paused.');
    expect(ports.navigator.opened).toEqual([]);
  });

  it('back from a paid checkout, confirms the top-up and shows the credited balance', async () => {
    const ports = loggedInPorts();
    ports.developerGateway.topUps.set('cs_test_1', { amountCents: 50_000, status: 'PAID' });
    await open('/Admin?developers=balance&topUp=cs_test_1', ports);
    const paid = await screen.findByText(
      'Thank you: $500.00 is added to your live balance, now $500.00.',
    );
    expect(paid.closest('[role="status"]')).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('confirmTopUp')).toEqual([['cs_test_1']]);
    const card = (await screen.findByText('Live balance')).closest('li') as HTMLElement;
    await waitFor(() => expect(card.textContent).toContain('$500.00'));
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('says a pending top-up is being confirmed, and checks again on demand', async () => {
    const ports = loggedInPorts();
    ports.developerGateway.topUps.set('cs_test_2', { amountCents: 2_000, status: 'PENDING' });
    const { user } = await open('/Admin?developers=balance&topUp=cs_test_2', ports);
    expect(await screen.findByText(/your top-up is being confirmed/)).toBeTruthy();
    ports.developerGateway.topUps.set('cs_test_2', { amountCents: 2_000, status: 'PAID' });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText('Thank you: $20.00 is added to your live balance, now $20.00.'),
    ).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('confirmTopUp')).toHaveLength(2);
  });

  it('says when a checkout expired before it was paid', async () => {
    const ports = loggedInPorts();
    ports.developerGateway.topUps.set('cs_old', { amountCents: 2_000, status: 'EXPIRED' });
    await open('/Admin?developers=balance&topUp=cs_old', ports);
    const expired = await screen.findByText(
      'This checkout expired before it was paid; nothing was charged.',
    );
    expect(expired.closest('[role="alert"]')).toBeTruthy();
  });

  it('says a cancelled checkout charged nothing, without asking the server', async () => {
    const ports = loggedInPorts();
    await open('/Admin?developers=balance&topUp=cancelled', ports);
    expect(await screen.findByText('The top-up was cancelled; nothing was charged.')).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('confirmTopUp')).toEqual([]);
  });

  it('shows the server’s message for a checkout that is not the account’s', async () => {
    await open('/Admin?developers=balance&topUp=cs_someone_else');
    expect(
      await screen.findByText('You have no top-up paid through this checkout session.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('saves and clears a low-balance alert per mode', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers=balance', ports);
    const live = await screen.findByLabelText('Live alert below (USD)');
    await user.type(live, '25');
    await user.click(screen.getByRole('button', { name: 'Save Live alert' }));
    expect(await screen.findByText('Live alert saved.')).toBeTruthy();
    expect(ports.developerGateway.balanceOf.live.lowBalanceThresholdCents).toBe(2_500);
    expect(await screen.findByText('Low-balance alert below $25.00')).toBeTruthy();

    await user.clear(live);
    await user.click(screen.getByRole('button', { name: 'Save Live alert' }));
    expect(await screen.findByText('Live alert turned off.')).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('setLowBalanceThreshold')).toEqual([
      ['live', 2_500],
      ['live', null],
    ]);
  });
});

describe('/Admin?developers=webhooks', () => {
  it('adds an endpoint and shows its signing secret once', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers=webhooks', ports);
    const add = form('Add an endpoint');
    await user.type(add.getByLabelText('Endpoint URL'), 'https://hooks.example/netzero');
    await user.click(add.getByRole('checkbox', { name: 'order.fulfilled' }));
    await user.click(add.getByRole('checkbox', { name: 'order.placed' }));
    await user.type(add.getByLabelText('Description (optional)'), 'Production');
    await user.click(add.getByRole('button', { name: 'Add endpoint' }));

    const secret = await screen.findByLabelText('Signing secret');
    expect((secret as HTMLInputElement).value).toMatch(/^whsec_/);
    expect(screen.getByText(/you won’t see it again/)).toBeTruthy();
    expect(ports.developerGateway.script.argsOf('createWebhook')).toEqual([
      [
        {
          url: 'https://hooks.example/netzero',
          mode: 'test',
          events: ['order.placed', 'order.fulfilled'],
          description: 'Production',
        },
      ],
    ]);
    expect(
      await screen.findByRole('heading', { level: 4, name: 'https://hooks.example/netzero' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('asks for an address and an event, and shows the server’s url error on its field', async () => {
    const ports = loggedInPorts();
    const { user } = await open('/Admin?developers=webhooks', ports);
    const add = form('Add an endpoint');
    await user.click(add.getByRole('button', { name: 'Add endpoint' }));
    expect(add.getByText('Enter the address that receives the events.')).toBeTruthy();
    expect(add.getByText('Choose at least one event.')).toBeTruthy();
    expect(add.getByRole('group', { name: 'Events' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(add.getByLabelText('Endpoint URL')));
    expect(ports.developerGateway.script.argsOf('createWebhook')).toEqual([]);

    ports.developerGateway.script.failNext(
      'createWebhook',
      httpError(400, 'Check the fields.', 'Bad Request', {
        url: 'This address is private: webhooks go to public servers only.',
      }),
    );
    await user.type(add.getByLabelText('Endpoint URL'), 'http://127.0.0.1/hook');
    await user.click(add.getByRole('checkbox', { name: 'balance.low' }));
    await user.click(add.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await add.findByText('This address is private: webhooks go to public servers only.'),
    ).toBeTruthy();
    expect(add.getByLabelText('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a test event, says so and shows the attempt in the delivery log', async () => {
    const ports = loggedInPorts();
    await ports.developerGateway.createWebhook({
      url: 'https://hooks.example/a',
      mode: 'test',
      events: ['order.fulfilled'],
      description: '',
    });
    const { user } = await open('/Admin?developers=webhooks', ports);
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));

    expect(await screen.findByText(/Test event evt_\w+ queued/)).toBeTruthy();
    const log = within(
      await screen.findByRole('table', {
        name: 'Delivery attempts to https://hooks.example/a, newest first',
      }),
    );
    expect(log.getByText('200')).toBeTruthy();
    expect(log.getByText('42 ms')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Hide deliveries' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('shows a failed delivery’s error, and a failed test event’s message', async () => {
    const ports = loggedInPorts();
    const created = await ports.developerGateway.createWebhook({
      url: 'https://hooks.example/b',
      mode: 'live',
      events: ['balance.low'],
      description: '',
    });
    const id = created.ok ? created.value.endpoint.id : '';
    ports.developerGateway.deliveries.set(id, [
      {
        id: 1,
        eventId: 'evt_000000000000000000000001',
        eventType: 'balance.low',
        attempt: 3,
        statusCode: null,
        error: 'connect ETIMEDOUT',
        durationMs: 10_000,
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
    ports.developerGateway.script.failNext(
      'sendTestEvent',
      httpError(429, 'Too many test events.'),
    );
    const { user } = await open('/Admin?developers=webhooks', ports);
    await user.click(await screen.findByRole('button', { name: 'Show deliveries' }));
    const log = within(await screen.findByRole('table'));
    expect(log.getByText('No answer')).toBeTruthy();
    expect(log.getByText(/connect ETIMEDOUT/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Too many test events.')).toBeTruthy();
  });

  it('disables an endpoint after confirmation', async () => {
    const ports = loggedInPorts();
    await ports.developerGateway.createWebhook({
      url: 'https://hooks.example/c',
      mode: 'test',
      events: ['order.placed'],
      description: '',
    });
    const { user } = await open('/Admin?developers=webhooks', ports);
    await user.click(
      await screen.findByRole('button', { name: 'Disable the endpoint https://hooks.example/c' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable this endpoint?' }));
    await user.click(dialog.getByRole('button', { name: 'Disable endpoint' }));
    expect(await screen.findByText('The endpoint is disabled.')).toBeTruthy();
    expect(await screen.findByText(/^Disabled /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull();
    expect(ports.developerGateway.endpoints[0]?.disabledAt).not.toBeNull();
  });
});
