import { describe, expect, it } from 'vitest';
import type {
  CertificateRecord,
  CertificateRepository,
} from '../ports/certificate.repository.port.js';
import { CertificateService, formatSerialRange } from './certificate.service.js';

const stored: CertificateRecord = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  orderId: 12,
  recipientName: 'Ada',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  cancelledAt: null,
  ranges: [
    {
      productId: 7,
      projectTitle: 'Portfolio',
      standard: 'Gold Standard',
      vintage: 2023,
      location: 'India',
      tonnes: 10,
      firstSerial: 41,
      lastSerial: 50,
    },
    {
      productId: 2,
      projectTitle: 'Water',
      standard: 'Gold Standard',
      vintage: 2022,
      location: 'West Bengal',
      tonnes: 1,
      firstSerial: 9_999_999,
      lastSerial: 9_999_999,
    },
  ],
};

/** A repository that counts lookups, to show malformed ids never reach the database. */
class FakeCertificates implements CertificateRepository {
  lookups = 0;
  async findById(id: string) {
    this.lookups++;
    return id === stored.id ? stored : null;
  }
}

describe('formatSerialRange', () => {
  it('names a range NZM-<project>-<vintage>-<first>-<last> with 7-digit serials', () => {
    expect(formatSerialRange(1, 2023, 1, 3)).toBe('NZM-1-2023-0000001-0000003');
    expect(formatSerialRange(7, 2023, 41, 50)).toBe('NZM-7-2023-0000041-0000050');
    // Beyond 7 digits the serial is written in full, never cut.
    expect(formatSerialRange(2, 2022, 9_999_999, 12_345_678)).toBe('NZM-2-2022-9999999-12345678');
  });
});

describe('CertificateService.get', () => {
  it('totals the tonnes and names each range', async () => {
    const service = new CertificateService({ certificates: new FakeCertificates() });
    const found = await service.get(stored.id);
    expect(found).toEqual({
      ok: true,
      value: {
        id: stored.id,
        recipientName: 'Ada',
        tonnes: 11,
        orderId: 12,
        retiredAt: stored.issuedAt,
        cancelledAt: null,
        testMode: null,
        lines: [
          {
            project: 'Portfolio',
            standard: 'Gold Standard',
            vintage: 2023,
            location: 'India',
            tonnes: 10,
            serialRange: 'NZM-7-2023-0000041-0000050',
            firstSerial: 41,
            lastSerial: 50,
          },
          expect.objectContaining({ serialRange: 'NZM-2-2022-9999999-9999999', tonnes: 1 }),
        ],
      },
    });
  });

  it('answers CERTIFICATE.NOT_FOUND for unknown ids, without a lookup for ids that cannot exist', async () => {
    const certificates = new FakeCertificates();
    const service = new CertificateService({ certificates });
    expect(await service.get('BBBBBBBBBBBBBBBBBBBBBB')).toEqual({
      ok: false,
      error: 'CERTIFICATE.NOT_FOUND',
    });
    expect(certificates.lookups).toBe(1);
    for (const id of ['', 'short', "' or 1=1 --", 'a/b/c/d/e/f/g/h/i/j/k', 'x'.repeat(65)]) {
      expect(await service.get(id)).toEqual({ ok: false, error: 'CERTIFICATE.NOT_FOUND' });
    }
    expect(certificates.lookups).toBe(1);
  });
});
