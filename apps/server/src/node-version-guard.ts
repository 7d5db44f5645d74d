// The server's first import: on a Node older than 24 it stops with one clear line instead of failing
// later inside a dependency (crypto.argon2, vitest 5, jsdom 31 and ky 2 all need the newer runtime).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `The NetZero Market server needs Node 24 or newer, not ${process.versions.node}: start it with npm start, or npx node apps/server/dist/main.js.`,
  );
  process.exit(1);
}
