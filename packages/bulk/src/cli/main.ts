import { runCli } from './run-cli.js';

// The netzero-estimate command (bin/netzero-estimate.mjs starts it).
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  errIsTerminal: process.stderr.isTTY === true,
});
