import {
  ENQUIRY_FIELDS,
  type EnquiryField,
  type EnquiryInput,
  type GatewayError,
  toFieldMessages,
  validateEnquiry,
} from '@netzero/core';

/** The text of each enquiry field's error; a field without an entry is valid. */
export type EnquiryMessages = Partial<Record<EnquiryField, string>>;

/** The messages of spec §5 for what the form holds. */
export function enquiryMessages(input: EnquiryInput): EnquiryMessages {
  return toFieldMessages(validateEnquiry(input));
}

/** The field errors a rejected submission carried (a 400's `errors`), for the form's own fields only. */
export function serverFieldMessages(error: GatewayError): EnquiryMessages {
  if (error.kind !== 'http' || !error.errors) return {};
  const messages: EnquiryMessages = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = error.errors[field]?.trim();
    if (message) messages[field] = message;
  }
  return messages;
}

/** The first field, in the form's order, that has a message, or null. */
export function firstInvalidField(messages: EnquiryMessages): EnquiryField | null {
  return ENQUIRY_FIELDS.find((field) => messages[field] !== undefined) ?? null;
}

/** The messages without one field's: spec §5 clears a field's error when it is edited. */
export function withoutField(messages: EnquiryMessages, field: EnquiryField): EnquiryMessages {
  const { [field]: _cleared, ...rest } = messages;
  return rest;
}
