// Refuses to run on a Node older than the project's (package.json engines, .nvmrc): these machines
// have Node 20 on PATH, and npm scripts and npx run the locked Node 24 from node_modules/.bin.
// Imported first by every entry point, so it runs before anything that needs the newer runtime.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `NetZero Market needs Node ${REQUIRED_MAJOR} or newer, and this is Node ${process.versions.node}: run it through npm (npm start, npm test) or npx (npx node file.mjs), which use the Node ${REQUIRED_MAJOR} installed by npm install.`,
  );
  process.exit(1);
}
