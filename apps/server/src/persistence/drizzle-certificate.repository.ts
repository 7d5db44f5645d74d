import { asc, eq } from 'drizzle-orm';
import type {
  CertificateRecord,
  CertificateRepository,
} from '../services/ports/certificate.repository.port.js';
import type { Database } from './database.js';
import { certificates, creditRetirements, products } from './schema.js';

/** Certificates with their retired serial ranges and the projects those tonnes came from. */
export class DrizzleCertificateRepository implements CertificateRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async findById(id: string): Promise<CertificateRecord | null> {
    const [certificate] = await this.#db
      .select({
        id: certificates.id,
        orderId: certificates.orderId,
        recipientName: certificates.recipientName,
        issuedAt: certificates.issuedAt,
        cancelledAt: certificates.cancelledAt,
      })
      .from(certificates)
      .where(eq(certificates.id, id))
      .limit(1);
    if (!certificate) return null;
    const ranges = await this.#db
      .select({
        productId: creditRetirements.productId,
        projectTitle: products.title,
        standard: products.standard,
        vintage: products.vintage,
        location: products.location,
        firstSerial: creditRetirements.firstSerial,
        lastSerial: creditRetirements.lastSerial,
      })
      .from(creditRetirements)
      .innerJoin(products, eq(products.id, creditRetirements.productId))
      .where(eq(creditRetirements.certificateId, id))
      .orderBy(asc(creditRetirements.orderItemId));
    return {
      ...certificate,
      ranges: ranges.map((range) => ({
        ...range,
        tonnes: range.lastSerial - range.firstSerial + 1,
      })),
    };
  }
}
