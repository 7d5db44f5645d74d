// Shared arrangements of the shop pages' tests (not shipped: only test files import it).
import type { LocalCartItem, Product } from '@netzero/core';
import { FakeCatalogueGateway, sessionToken } from '@netzero/core-fakes';
import { act } from '@testing-library/react';
import { createFakePorts, type FakePorts } from './fake-ports';

/** Products as our server lists them (a subset, plus one with no page and no registry facts). */
export const BIOGAS: Product = {
  id: 1,
  title: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
  description: 'Household biogas digesters on smallholder farms turn cattle dung into gas.',
  imageUrl: '/assets/projects/biogas-clean-cooking.svg',
  plpUrl: '/CleanBioEnergy',
  price: 14,
  currency: 'USD',
  availableTonnes: 25000,
  standard: 'Gold Standard',
  vintage: 2023,
  location: 'Madhya Pradesh and Maharashtra, India',
  sdgs: [1, 3, 5, 7, 13],
};

export const KHASI: Product = {
  id: 3,
  title: 'Khasi Hills community forest protection (REDD+) in Meghalaya',
  description: 'Village councils in the Khasi Hills protect community forests.',
  imageUrl: '/assets/projects/khasi-hills-redd.svg',
  plpUrl: '/Khasihill',
  price: 10,
  currency: 'USD',
  availableTonnes: 40000,
  standard: 'Verra VCS',
  vintage: 2022,
  location: 'Meghalaya, India',
  sdgs: [1, 5, 13, 15],
};

export const EV_FLEET: Product = {
  id: 6,
  title: 'Grouped commercial electric vehicles in India',
  description: 'Electric three-wheelers and vans replace diesel and CNG vehicles.',
  imageUrl: '',
  plpUrl: null,
  price: 12.5,
  currency: 'USD',
};

export const PORTFOLIO: Product = {
  id: 7,
  title: 'NetZero Monthly Climate Portfolio',
  description: 'A blended portfolio of the verified credits in this catalogue.',
  imageUrl: '/assets/projects/netzero-monthly-climate-portfolio.svg',
  plpUrl: '/card7',
  price: 15,
  currency: 'USD',
  availableTonnes: 50000,
  standard: 'Gold Standard and Verra VCS',
  vintage: 2023,
  location: 'Several states, India',
  sdgs: [3, 6, 7, 13, 15],
};

export const PRODUCTS: readonly Product[] = [BIOGAS, KHASI, EV_FLEET, PORTFOLIO];

/** Fake ports whose catalogue lists PRODUCTS. */
export function shopPorts(): FakePorts {
  return { ...createFakePorts(), catalogueGateway: new FakeCatalogueGateway(PRODUCTS) };
}

/** Stores a valid session of user 7 (token and user id), as a login does. */
export function logIn(ports: FakePorts, userId = '7'): FakePorts {
  ports.sessionStore.token = sessionToken(userId);
  ports.sessionStore.userId = userId;
  return ports;
}

/** A line of the local cart, as addToCart writes it. */
export function localLine(product: Product, quantity: number, cartItemId: number): LocalCartItem {
  return {
    cartItemId,
    productId: product.id,
    quantity,
    price: product.price,
    title: product.title,
    image: product.imageUrl,
    currency: product.currency,
  };
}

/** Puts a line in the fake server cart. */
export function serverLine(
  ports: FakePorts,
  product: Product,
  quantity: number,
  cartItemId: number,
) {
  ports.cartGateway.lines.push({
    cartItemId,
    productId: product.id,
    productName: product.title,
    thumbnailImageUrl: product.imageUrl,
    pricePerItem: product.price,
    quantity,
  });
}

/** A promise the test resolves when it chooses, to hold a gateway call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promises (gateway replies, use cases) and React updates run to the end. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await act(async () => undefined);
}
