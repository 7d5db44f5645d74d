import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url (22 characters): a certificate id nobody can guess or enumerate. */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}
