/** A carbon project as stored: money in cents, stock in whole tonnes. */
export interface ProductRecord {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly plpUrl: string | null;
  readonly priceCents: number;
  readonly currency: string;
  readonly availableTonnes: number;
  readonly standard: string;
  readonly vintage: number;
  readonly location: string;
  readonly sdgs: readonly number[];
}

/** The catalogue. */
export interface ProductRepository {
  list(): Promise<ProductRecord[]>;
  findById(id: number): Promise<ProductRecord | null>;
  /** Inserts the given products when the catalogue is empty; returns how many were inserted. */
  seedIfEmpty(products: readonly ProductRecord[]): Promise<number>;
}
