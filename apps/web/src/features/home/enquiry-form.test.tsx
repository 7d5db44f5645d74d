import { httpError, NETWORK_ERROR } from '@netzero/core-fakes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakePorts } from '../../test/fake-ports';
import { renderPage } from '../../test/render-app';
import { EnquiryForm } from './enquiry-form';

const VALID = {
  name: 'Asha Rao',
  organization: 'Monsoon Travel Co.',
  phoneNumber: '9876543210',
  email: 'asha@monsoon.travel',
  enquiry: 'We fly 400 staff a year between Delhi and Mumbai. Can we offset it monthly?',
};

const LABELS = {
  name: 'Name',
  organization: 'Organization',
  phoneNumber: 'Phone number',
  email: 'Email',
  enquiry: 'Your enquiry',
} as const;

type Field = keyof typeof LABELS;

const input = (field: Field) => screen.getByLabelText(LABELS[field]) as HTMLInputElement;

/** The error text tied to a field by aria-describedby, or '' when it has none. */
function errorOf(field: Field): string {
  const ids = input(field).getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
}

function setup(ports = createFakePorts()) {
  return renderPage(<EnquiryForm />, { ports });
}

async function fill(
  user: ReturnType<typeof setup>['user'],
  values: Partial<Record<Field, string>>,
) {
  for (const [field, value] of Object.entries(values) as [Field, string][]) {
    await user.clear(input(field));
    if (value !== '') await user.type(input(field), value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Send enquiry' });

/** The form's polite status region once it says something (the test's location probe is an output too). */
async function successMessage(): Promise<string> {
  const text = await screen.findByText('Submitted successfully!');
  return text.closest('[role="status"][aria-live="polite"]')?.textContent ?? '';
}

describe('EnquiryForm', () => {
  it('shows every required-field message on an empty submit and focuses the first field', async () => {
    const { user, ports } = setup();
    await user.click(submit());
    expect(errorOf('name')).toBe('Name is required.');
    expect(errorOf('organization')).toBe('Organization is required.');
    expect(errorOf('phoneNumber')).toBe('Phone number is required.');
    expect(errorOf('email')).toBe('Email is required.');
    expect(errorOf('enquiry')).toBe('Enquiry message is required.');
    for (const field of Object.keys(LABELS) as Field[]) {
      expect(input(field).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(input('name'));
    expect(ports.enquiryGateway.script.calls.length).toBe(0);
  });

  it('treats blank text as missing', async () => {
    const { user } = setup();
    await fill(user, { ...VALID, name: '   ', enquiry: '  ' });
    await user.click(submit());
    expect(errorOf('name')).toBe('Name is required.');
    expect(errorOf('enquiry')).toBe('Enquiry message is required.');
    expect(errorOf('email')).toBe('');
  });

  it.each([
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits'],
    ['98765 43210', 'a space'],
    ['+919876543210', 'a country code'],
  ])('rejects the phone number %s (%s)', async (phoneNumber) => {
    const { user, ports } = setup();
    await fill(user, { ...VALID, phoneNumber });
    await user.click(submit());
    expect(errorOf('phoneNumber')).toBe('Phone number must be 10 digits.');
    expect(document.activeElement).toBe(input('phoneNumber'));
    expect(ports.enquiryGateway.submitted).toEqual([]);
  });

  it.each(['asha', 'asha@monsoon', 'asha@@monsoon.travel', 'asha rao@monsoon.travel'])(
    'rejects the e-mail %s',
    async (email) => {
      const { user } = setup();
      await fill(user, { ...VALID, email });
      await user.click(submit());
      expect(errorOf('email')).toBe('Invalid email format.');
      expect(document.activeElement).toBe(input('email'));
    },
  );

  it('clears a field’s error as soon as that field is edited, and only that one', async () => {
    const { user } = setup();
    await user.click(submit());
    await user.type(input('organization'), 'M');
    expect(errorOf('organization')).toBe('');
    expect(input('organization').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('name')).toBe('Name is required.');
    expect(errorOf('email')).toBe('Email is required.');
  });

  it('sends exactly the five fields, trimmed, then says so and clears the form', async () => {
    const { user, ports } = setup();
    await fill(user, { ...VALID, name: '  Asha Rao ', email: ' asha@monsoon.travel ' });
    await user.click(submit());
    expect(ports.enquiryGateway.submitted).toEqual([VALID]);
    expect(Object.keys(ports.enquiryGateway.submitted[0] ?? {}).sort()).toEqual([
      'email',
      'enquiry',
      'name',
      'organization',
      'phoneNumber',
    ]);
    expect(await successMessage()).toBe('Submitted successfully!');
    for (const field of Object.keys(LABELS) as Field[]) {
      expect(input(field).value).toBe('');
    }
  });

  it('says the submission failed and keeps what was typed', async () => {
    const ports = createFakePorts();
    ports.enquiryGateway.script.failNext('submit', NETWORK_ERROR);
    const { user } = setup(ports);
    await fill(user, VALID);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Submission failed. Please try again.',
    );
    expect(input('name').value).toBe(VALID.name);
    expect(input('enquiry').value).toBe(VALID.enquiry);
    expect(submit().hasAttribute('disabled')).toBe(false);

    await user.click(submit());
    expect(await successMessage()).toBe('Submitted successfully!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the field errors a 400 reply carries, under their fields', async () => {
    const ports = createFakePorts();
    ports.enquiryGateway.script.failNext(
      'submit',
      httpError(400, 'Invalid enquiry', 'Bad Request', {
        email: 'This e-mail domain does not accept mail.',
        unknownField: 'ignored',
      }),
    );
    const { user } = setup(ports);
    await fill(user, VALID);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Submission failed. Please try again.',
    );
    expect(errorOf('email')).toBe('This e-mail domain does not accept mail.');
    expect(errorOf('name')).toBe('');
    expect(document.activeElement).toBe(input('email'));
    expect(document.body.textContent).not.toContain('ignored');
  });

  it('disables the button while the enquiry is being sent', async () => {
    const ports = createFakePorts();
    let release: () => void = () => undefined;
    const original = ports.enquiryGateway.submit.bind(ports.enquiryGateway);
    ports.enquiryGateway.submit = (enquiry) =>
      new Promise((resolve) => {
        release = () => resolve(original(enquiry));
      });
    const { user } = setup(ports);
    await fill(user, VALID);
    await user.click(submit());
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    await user.click(sending);
    release();
    expect(await successMessage()).toBe('Submitted successfully!');
    expect(ports.enquiryGateway.submitted.length).toBe(1);
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('opens with the message a link carries (the plan popup’s talk-to-us link), editable', async () => {
    const message =
      'We would like to offset 4,159,848 t CO2, our estimate from the file fleet.csv.';
    const { user } = renderPage(<EnquiryForm />, {
      route: `/?enquiry=${encodeURIComponent(message)}#enquiry`,
    });
    expect(input('enquiry').value).toBe(message);
    expect(input('name').value).toBe('');
    // The cursor waits in the first field to fill.
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    await user.type(input('enquiry'), ' By March.');
    expect(input('enquiry').value).toBe(`${message} By March.`);
  });

  it('opens empty without a message in the address', () => {
    setup();
    expect(input('enquiry').value).toBe('');
    expect(document.activeElement).not.toBe(input('name'));
  });
});
