import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CertificateRecord,
  CertificateRepository,
} from '../services/ports/certificate.repository.port.js';
import { TEST_CERTIFICATE_PREFIX } from './api-order-fulfilment.js';
import type { Database } from './database.js';
import {
  apiOrders,
  apiTestRetirements,
  certificates,
  creditRetirements,
  products,
  users,
} from './schema.js';

/** Certificates with their retired serial ranges and the projects those tonnes came from. */
export class DrizzleCertificateRepository implements CertificateRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async findById(id: string): Promise<CertificateRecord | null> {
    if (id.startsWith(TEST_CERTIFICATE_PREFIX)) return this.#findTest(id);
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
        // The vintage of the issued block the range lies in (a project's blocks may differ);
        // the project's own for a cancelled range whose serials no block covers.
        vintage: sql<number>`coalesce((select b.vintage from credit_issuances b
          where b.product_id = "credit_retirements"."product_id"
            and b.first_serial <= "credit_retirements"."first_serial"
            and "credit_retirements"."last_serial" <= b.last_serial limit 1), "products"."vintage")`.mapWith(
          Number,
        ),
        location: products.location,
        firstSerial: creditRetirements.firstSerial,
        lastSerial: creditRetirements.lastSerial,
      })
      .from(creditRetirements)
      .innerJoin(products, eq(products.id, creditRetirements.productId))
      .where(eq(creditRetirements.certificateId, id))
      .orderBy(asc(creditRetirements.orderItemId), asc(creditRetirements.firstSerial));
    return {
      ...certificate,
      ranges: ranges.map((range) => ({
        ...range,
        tonnes: range.lastSerial - range.firstSerial + 1,
      })),
    };
  }

  // A test-mode API order's certificate: the order and its test ledger ranges.
  async #findTest(id: string): Promise<CertificateRecord | null> {
    const [order] = await this.#db
      .select({
        id: apiOrders.id,
        beneficiary: apiOrders.beneficiary,
        username: users.username,
        fulfilledAt: apiOrders.fulfilledAt,
        vintage: apiOrders.vintage,
      })
      .from(apiOrders)
      .innerJoin(users, eq(users.id, apiOrders.userId))
      .where(
        and(
          eq(apiOrders.certificateId, id),
          eq(apiOrders.mode, 'test'),
          eq(apiOrders.state, 'fulfilled'),
        ),
      );
    if (!order?.fulfilledAt) return null;
    const ranges = await this.#db
      .select({
        productId: apiTestRetirements.productId,
        projectTitle: products.title,
        standard: products.standard,
        vintage: products.vintage,
        location: products.location,
        firstSerial: apiTestRetirements.firstSerial,
        lastSerial: apiTestRetirements.lastSerial,
      })
      .from(apiTestRetirements)
      .innerJoin(products, eq(products.id, apiTestRetirements.productId))
      .where(eq(apiTestRetirements.apiOrderId, order.id))
      .orderBy(asc(apiTestRetirements.firstSerial));
    return {
      id,
      // No shop order stands behind a test certificate.
      orderId: 0,
      recipientName: order.beneficiary ?? order.username,
      issuedAt: order.fulfilledAt,
      cancelledAt: null,
      testMode: { apiOrderId: order.id },
      ranges: ranges.map((range) => ({
        ...range,
        vintage: order.vintage ?? range.vintage,
        tonnes: range.lastSerial - range.firstSerial + 1,
      })),
    };
  }
}
