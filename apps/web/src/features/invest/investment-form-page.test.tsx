import { MESSAGES } from '@netzero/core';
import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakePorts, type FakePorts } from '../../test/fake-ports';
import { renderApp, renderPage } from '../../test/render-app';
import { InvestmentFormPage } from './investment-form-page';

const projectField = () => screen.getByLabelText('Project') as HTMLSelectElement;
const businessField = () => screen.getByLabelText('Business name') as HTMLInputElement;
const tonsField = () => screen.getByLabelText('Tonnes of CO2') as HTMLInputElement;
const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;
const fullNameField = () => screen.getByLabelText('Full name') as HTMLInputElement;
const addressField = () => screen.getByLabelText('Address') as HTMLTextAreaElement;
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const reserveButton = () =>
  screen.getByRole('button', {
    name: /Reserve and pay|Reserving…|Opening secure payment…/,
  }) as HTMLButtonElement;
/** The label of the step marked current, without its (aria-hidden) number. */
function currentStep(): string | undefined {
  const current = within(screen.getByRole('list', { name: 'Form progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  const copy = current?.cloneNode(true) as HTMLElement | undefined;
  for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
  return copy?.textContent ?? undefined;
}

/** Waits for a text to show inside an alert (an error, announced at once). */
async function findAlert(text: string) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="alert"]'), text).toBeTruthy();
  return element;
}

function renderForm(route = '/InvestmentForm', ports: FakePorts = createFakePorts()) {
  return renderPage(<InvestmentFormPage />, { route, ports });
}

type User = ReturnType<typeof renderForm>['user'];

async function fillStep1(user: User, tons = '25') {
  await user.selectOptions(projectField(), '3');
  await user.type(businessField(), 'Green Rails Ltd');
  await user.type(tonsField(), tons);
  await user.type(emailField(), 'asha.rao@example.com');
}

async function reachStep2(user: User) {
  await fillStep1(user);
  await user.click(nextButton());
  await screen.findByRole('heading', { level: 2, name: 'Your details and payment' });
}

async function fillStep2(user: User) {
  await user.type(fullNameField(), 'Asha Rao');
  await user.type(addressField(), '12 Park Street{Enter}Kolkata 700016');
}

describe('/InvestmentForm step 1: project details', () => {
  it('is the page at /InvestmentForm with its h1, title and step 1 of 2 current', async () => {
    renderApp({ route: '/investmentform' });
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Investment project form']);
    // The title is set by an effect, which may run just after the heading's commit.
    await waitFor(() => expect(document.title).toBe('Investment project form · NetZero Market'));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(currentStep()).toBe('Project details');
  });

  it('offers the six projects and preselects the one of ?project=, with its price', async () => {
    const { user } = renderForm('/InvestmentForm?project=3');
    expect([...projectField().options].map((option) => option.textContent)).toEqual([
      'Choose a project',
      'Nature-based Solutions',
      'Electric Mobility',
      'Clean Cooking',
      'Water Purification',
      'Carbon & Sustainability Strategy',
      'Carbon Capital & Market Solutions',
    ]);
    expect(projectField().value).toBe('3');
    expect(screen.getByText('$9.00 per tonne of CO2')).toBeTruthy();
    await user.selectOptions(projectField(), '6');
    expect(screen.getByText('$15.00 per tonne of CO2')).toBeTruthy();
  });

  it('ignores a ?project= that is not one of the six', () => {
    renderForm('/InvestmentForm?project=9');
    expect(projectField().value).toBe('');
  });

  it("says 'Please fill all fields in Step 1.', marks each field and focuses the first", async () => {
    const { user, ports } = renderForm();
    await user.click(nextButton());
    expect(screen.getByRole('alert').textContent).toBe('Please fill all fields in Step 1.');
    expect(screen.getByText('Please choose a project.')).toBeTruthy();
    expect(screen.getByText('Business name is required.')).toBeTruthy();
    expect(screen.getByText('Please enter the number of tonnes (above 0).')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    for (const field of [projectField(), businessField(), tonsField(), emailField()]) {
      expect(field.getAttribute('aria-invalid'), field.name).toBe('true');
    }
    expect(document.activeElement).toBe(projectField());
    expect(currentStep()).toBe('Project details');
    expect(ports.investmentsGateway.script.calls).toEqual([]);

    // Editing a field clears its error only.
    await user.type(businessField(), 'G');
    expect(businessField().getAttribute('aria-invalid')).toBe(null);
    expect(tonsField().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses zero tonnes and a malformed e-mail with the step message, focusing the tonnes', async () => {
    const { user } = renderForm('/InvestmentForm?project=1');
    await user.type(businessField(), 'Green Rails Ltd');
    await user.type(tonsField(), '0');
    await user.type(emailField(), 'asha.example.com');
    await user.click(nextButton());
    expect(screen.getByRole('alert').textContent).toBe('Please fill all fields in Step 1.');
    expect(screen.getByText('Please enter the number of tonnes (above 0).')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(tonsField());
  });

  it('asks for whole tonnes, without the step message since every field is filled', async () => {
    const { user } = renderForm();
    await fillStep1(user, '2.5');
    await user.click(nextButton());
    expect(screen.getByText('Please enter a whole number of tonnes, at least 1.')).toBeTruthy();
    expect(screen.queryByText('Please fill all fields in Step 1.')).toBeNull();
    expect(document.activeElement).toBe(tonsField());
    expect(currentStep()).toBe('Project details');
  });
});

describe('/InvestmentForm step 2: your details and payment', () => {
  it('opens once step 1 is complete, focused, with the total and no card fields', async () => {
    const { user } = renderForm();
    await reachStep2(user);
    expect(document.activeElement?.textContent).toBe('Your details and payment');
    expect(currentStep()).toBe('Your details and payment');
    expect(screen.getByText('(completed)', { exact: false })).toBeTruthy();
    expect(screen.getByText('25 t × $9.00')).toBeTruthy();
    expect(screen.getAllByText('$225.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/payment provider’s secure page to pay by card/)).toBeTruthy();
    for (const label of [/card/i, /expiry/i, /cvv/i, /cvc/i]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(document.querySelectorAll('input').length).toBe(1);
  });

  it("says 'Please fill all personal and payment details.' and reserves nothing", async () => {
    const { user, ports } = renderForm();
    await reachStep2(user);
    await user.click(reserveButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill all personal and payment details.',
    );
    expect(screen.getByText('Full name is required.')).toBeTruthy();
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(document.activeElement).toBe(fullNameField());
    expect(ports.investmentsGateway.script.calls).toEqual([]);
  });

  it('goes back to step 1 with the details kept', async () => {
    const { user } = renderForm();
    await reachStep2(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toBe('Project details');
    expect(projectField().value).toBe('3');
    expect(businessField().value).toBe('Green Rails Ltd');
    expect(tonsField().value).toBe('25');
    expect(document.activeElement?.textContent).toBe('Project details');
  });

  it('reserves with exactly the form’s values, shows the reserved message and goes to the checkout', async () => {
    const { user, ports } = renderForm();
    await reachStep2(user);
    await fillStep2(user);
    await user.click(reserveButton());
    expect(
      await screen.findByText(
        'Your investment is reserved. Our team will contact you within 48 hours.',
      ),
    ).toBeTruthy();
    expect(ports.investmentsGateway.script.argsOf('reserve')).toEqual([
      [
        {
          projectId: 3,
          businessName: 'Green Rails Ltd',
          tons: 25,
          email: 'asha.rao@example.com',
          fullName: 'Asha Rao',
          address: '12 Park Street\nKolkata 700016',
          redirectUrl: `${window.location.origin}/InvestmentForm`,
        },
      ],
    ]);
    expect(ports.navigator.opened).toEqual(['https://pay.example/checkout/investment-session']);
    expect(reserveButton().disabled).toBe(true);
    expect(reserveButton().textContent).toBe('Opening secure payment…');
  });

  it('shows the catalogue’s reserved message when the server sends none', async () => {
    const ports = createFakePorts();
    ports.investmentsGateway.reply = { ...ports.investmentsGateway.reply, message: '' };
    const { user } = renderForm('/InvestmentForm', ports);
    await reachStep2(user);
    await fillStep2(user);
    await user.click(reserveButton());
    expect(await screen.findByText(MESSAGES['INVESTMENT.RESERVED'])).toBeTruthy();
  });

  it('takes the server’s field errors back to step 1 and focuses the field', async () => {
    const ports = createFakePorts();
    ports.investmentsGateway.script.failNext(
      'reserve',
      httpError(400, 'Please correct the highlighted fields.', 'Bad Request', {
        tons: 'An order can total at most $999,999.99. Please choose a smaller quantity.',
      }),
    );
    const { user } = renderForm('/InvestmentForm', ports);
    await reachStep2(user);
    await fillStep2(user);
    await user.click(reserveButton());
    expect(
      await screen.findByText(
        'An order can total at most $999,999.99. Please choose a smaller quantity.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(currentStep()).toBe('Project details');
    await waitFor(() => expect(document.activeElement).toBe(tonsField()));
    expect(ports.navigator.opened).toEqual([]);
  });

  it.each([
    ['no reply', NETWORK_ERROR, 'An error occurred while processing your request'],
    [
      'too many reservations',
      httpError(429, 'Too many attempts. Please wait 3600 seconds and try again.'),
      'Too many attempts. Please wait 3600 seconds and try again.',
    ],
    ['the provider down', httpError(502, undefined, 'Bad Gateway'), 'Bad Gateway'],
  ])('says what went wrong with %s and lets the investor try again', async (_case, error, text) => {
    const ports = createFakePorts();
    ports.investmentsGateway.script.failNext('reserve', error);
    const { user } = renderForm('/InvestmentForm', ports);
    await reachStep2(user);
    await fillStep2(user);
    await user.click(reserveButton());
    await findAlert(text);
    expect(currentStep()).toBe('Your details and payment');
    expect(reserveButton().disabled).toBe(false);
    await user.click(reserveButton());
    await waitFor(() => expect(ports.navigator.opened).toHaveLength(1));
  });

  it('says the checkout url is missing when the reply has none', async () => {
    const ports = createFakePorts();
    ports.investmentsGateway.reply = { ...ports.investmentsGateway.reply, checkoutUrl: '' };
    const { user } = renderForm('/InvestmentForm', ports);
    await reachStep2(user);
    await fillStep2(user);
    await user.click(reserveButton());
    await findAlert('Checkout URL not received. Please try again.');
    expect(ports.navigator.opened).toEqual([]);
  });
});

describe('/InvestmentForm back from the payment page', () => {
  it('confirms a paid session once, says so, resets the form to step 1 and cleans the address', async () => {
    const ports = createFakePorts();
    ports.investmentsGateway.paidSessions.add('cs_sandbox_paid');
    const { location } = renderForm(
      '/InvestmentForm?project=2&investmentId=7&session_id=cs_sandbox_paid',
      ports,
    );
    expect(screen.getByText('Verifying payment...')).toBeTruthy();
    expect(
      await screen.findByText(/Payment received\. Thank you: your investment is paid/),
    ).toBeTruthy();
    expect(screen.getByText('Reference: investment #7')).toBeTruthy();
    expect(ports.investmentsGateway.script.argsOf('confirmPayment')).toEqual([['cs_sandbox_paid']]);
    expect(location()).toBe('/InvestmentForm');
    expect(currentStep()).toBe('Project details');
    expect(projectField().value).toBe('');
  });

  it.each([
    [
      'unpaid',
      null,
      'Payment not completed. If you completed the payment, it may take a minute to reach us; check your inbox for the confirmation.',
    ],
    ['unverifiable', NETWORK_ERROR, 'Error verifying payment. Please contact support.'],
  ])('says so when the session is %s', async (_case, failure, text) => {
    const ports = createFakePorts();
    if (failure) ports.investmentsGateway.script.failNext('confirmPayment', failure);
    const { location } = renderForm(
      '/InvestmentForm?investmentId=7&session_id=cs_sandbox_open',
      ports,
    );
    await findAlert(text);
    expect(location()).toBe('/InvestmentForm');
  });

  it('says the session id is missing when the provider sent none', async () => {
    const { ports, location } = renderForm('/InvestmentForm?investmentId=7&session_id=');
    await findAlert('Missing sessionId. Cannot verify payment.');
    expect(ports.investmentsGateway.script.calls).toEqual([]);
    expect(location()).toBe('/InvestmentForm');
  });

  it('after Cancel says nothing was charged, confirms nothing and shows step 1', async () => {
    const { ports, location, user } = renderForm('/InvestmentForm?investmentId=7&cancelled=1');
    expect(
      screen.getByText(
        'You left the payment page, so nothing was charged. You can start a new reservation below.',
      ),
    ).toBeTruthy();
    expect(ports.investmentsGateway.script.calls).toEqual([]);
    expect(location()).toBe('/InvestmentForm');
    expect(currentStep()).toBe('Project details');

    // The notice goes once the investor moves on.
    await reachStep2(user);
    expect(screen.queryByText(/nothing was charged/)).toBeNull();
  });
});
