import type { EstimateAddress } from '../../src/ports/estimate-address.port.js';

/** An EstimateAddress over held link text; counts writes, as history.replaceState calls would be. */
export class FakeEstimateAddress implements EstimateAddress {
  code: string | null;
  writes = 0;

  constructor(code: string | null = null) {
    this.code = code;
  }

  read(): string | null {
    return this.code;
  }

  write(code: string | null): void {
    this.writes += 1;
    this.code = code;
  }

  linkTo(text: string): string {
    return `http://localhost/Business?e=${encodeURIComponent(text)}`;
  }
}
