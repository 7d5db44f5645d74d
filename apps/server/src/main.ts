import './node-version-guard.js';
import { startServer } from './composition-root.js';
import { exitOnConfigError } from './config.js';

// The process entry of `npm start`: the version guard first, then the composition root. The root
// lives in its own module so that tests can compose the real app without starting a server.
await startServer().catch(exitOnConfigError);
