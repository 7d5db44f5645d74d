import './node-version-guard.js';
import { startServer } from './composition-root.js';
import { ConfigError, exitOnConfigError } from './config.js';
import { DatabaseOpenError } from './persistence/database.js';

// The process entry of `npm start`: the version guard first, then the composition root. The root
// lives in its own module so that tests can compose the real app without starting a server.
// A database that cannot be opened is a setting to fix, told in one line like a bad setting.
await startServer().catch((error: unknown) =>
  exitOnConfigError(error instanceof DatabaseOpenError ? new ConfigError(error.message) : error),
);
