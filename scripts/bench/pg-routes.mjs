// The requests `npm run bench:pg` sends, shared by the load (autocannon) and the statement capture
// (fastify.inject), so both send the same thing. Request `n` of a route differs from request `n+1`
// only where a real client would: each create-session comes from its own buyer (e-mail) and address
// (X-Forwarded-For, trusted from loopback), so the per-client rate limits and holds of DESIGN §5
// judge it as a first checkout instead of refusing it with 429, as they would one client's 10,000.

/** The account the signed-in routes act for. */
export const BENCH_ACCOUNT = {
  username: 'bench',
  email: 'bench@example.com',
  password: 'benchmark-password',
};

/** Signs the bench's buyer up on a running server: the context BENCH_ROUTES take. */
export async function signUpBenchBuyer(apiUrl) {
  const post = (path, body) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/auth/signup', BENCH_ACCOUNT);
  const login = await (await post('/auth/login', BENCH_ACCOUNT)).json();
  return { token: login.data.token, publicUrl: apiUrl };
}

/** The project every write orders; the bench keeps its stock topped up between runs. */
export const BENCH_PRODUCT_ID = 1;

/** A distinct IPv4 address (10.0.0.0/8) and e-mail for request n. */
function buyer(n) {
  const address = `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
  return { address, email: `buyer-${n}@example.com` };
}

/**
 * The routes measured: name → (n, context) → request. `context` has the bearer token and the
 * server's public URL.
 */
export const BENCH_ROUTES = {
  'GET /api/products': () => ({ method: 'GET', path: '/api/products' }),
  'POST /api/cart/add': (_n, { token }) => ({
    method: 'POST',
    path: '/api/cart/add',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ productId: BENCH_PRODUCT_ID, quantity: 1, priceAtTime: 14 }),
  }),
  'POST /api/direct-order-checkout/create-session': (n, { publicUrl }) => {
    const { address, email } = buyer(n);
    return {
      method: 'POST',
      path: '/api/direct-order-checkout/create-session',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        email,
        productId: BENCH_PRODUCT_ID,
        quantity: 1,
        paymentMethod: 'CARD',
        redirectUrl: `${publicUrl}/checkout`,
      }),
    };
  },
};
