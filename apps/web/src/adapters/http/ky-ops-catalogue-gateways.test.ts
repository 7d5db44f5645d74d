import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyOpsInventoryGateway } from './ky-ops-inventory-gateway';
import { KyOpsProjectsGateway } from './ky-ops-projects-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

const PROJECT = {
  id: 8,
  slug: 'mangroves',
  title: 'Mangroves',
  description: 'Replanting.',
  category: '',
  country: 'India',
  region: '',
  location: 'Sundarbans, India',
  standard: 'Verra VCS',
  methodology: '',
  vintage: 2024,
  registryName: '',
  registryProjectId: '',
  registryUrl: null,
  sdgs: [13],
  priceCents: 2250,
  currency: 'EUR',
  pageCopy: '',
  plpUrl: null,
  imageUrl: '/assets/projects/placeholder.svg',
  published: false,
  issuedTonnes: 0,
  allocatedTonnes: 0,
  heldTonnes: 0,
  availableTonnes: 0,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

function clients(fetch = stubFetch()) {
  const http = createHttpClient({ baseUrl: BASE, fetch: fetch.fetch }, testSession());
  return {
    stub: fetch,
    projects: new KyOpsProjectsGateway(http),
    inventory: new KyOpsInventoryGateway(http),
  };
}

describe('KyOpsProjectsGateway', () => {
  it('lists and creates projects with the contract, and publishes with a bodyless POST', async () => {
    const { stub, projects } = clients();
    stub.reply(200, [PROJECT]);
    stub.reply(201, PROJECT);
    stub.reply(200, { ...PROJECT, published: true });
    expect(await projects.list()).toMatchObject({
      ok: true,
      value: [{ id: 8, slug: 'mangroves' }],
    });
    const {
      id,
      imageUrl,
      published,
      issuedTonnes,
      allocatedTonnes,
      heldTonnes,
      availableTonnes,
      createdAt,
      updatedAt,
      ...fields
    } = PROJECT;
    expect(await projects.create(fields)).toMatchObject({ ok: true, value: { id: 8 } });
    expect(await projects.setPublished(8, true)).toMatchObject({
      ok: true,
      value: { published: true },
    });
    expect(stub.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual([
      `GET ${BASE}/api/ops/projects`,
      `POST ${BASE}/api/ops/projects`,
      `POST ${BASE}/api/ops/projects/8/publish`,
    ]);
    expect(stub.seen[1]?.body).toEqual(fields);
  });

  it('uploads an image as its own bytes with its type', async () => {
    let sent: { type: string | null; bytes: number[] } | null = null;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent = {
        type: request.headers.get('content-type'),
        bytes: [...new Uint8Array(await request.arrayBuffer())],
      };
      return new Response(JSON.stringify(PROJECT), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const http = createHttpClient(
      { baseUrl: BASE, fetch: fetch as typeof globalThis.fetch },
      testSession(),
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    expect((await new KyOpsProjectsGateway(http).uploadImage(8, file)).ok).toBe(true);
    expect(sent).toEqual({ type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] });
  });
});

describe('KyOpsInventoryGateway', () => {
  it('pages the ledger and hands an overlap refusal back with its field message', async () => {
    const { stub, inventory } = clients();
    stub.reply(200, { entries: [], total: 0, page: 2, size: 50 });
    stub.reply(409, { message: 'Overlaps.', errors: { firstSerial: 'Overlaps.' } }, 'Conflict');
    expect(await inventory.ledger(8, 2, 50)).toEqual({
      ok: true,
      value: { entries: [], total: 0, page: 2, size: 50 },
    });
    expect(stub.seen[0]?.url).toBe(`${BASE}/api/ops/projects/8/ledger?page=2&size=50`);
    const refused = await inventory.addIssuance(8, {
      vintage: 2025,
      registrySerialBlock: 'X',
      firstSerial: 1,
      lastSerial: 2,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'http',
        status: 409,
        message: 'Overlaps.',
        errors: { firstSerial: 'Overlaps.' },
      },
    });
  });
});
