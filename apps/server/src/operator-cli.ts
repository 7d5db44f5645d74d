import './node-version-guard.js';
import { exitOnConfigError, loadConfig } from './config.js';
import { DrizzleOperatorAccountRepository } from './persistence/drizzle-operator-account.repository.js';
import { openReadyDatabase } from './persistence/ready-database.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { setUpOperator } from './services/operators/operator-setup.js';

// `npm run operator -- create --email X [--username Y] [--password-stdin] [--promote]`: creates an
// operator (or promotes an account) on the configured database (DATABASE_URL, or the PGlite one in
// DATA_DIR: stop the server first, PGlite allows one process at a time).

const USAGE =
  'Usage: npm run operator -- create --email <address> [--username <name>] [--password-stdin] [--promote]';

/** The command line's options, or a sentence saying what is wrong with it. */
export function parseOperatorArgs(
  args: readonly string[],
): { email: string; username?: string; passwordStdin: boolean; promote: boolean } | string {
  const [command, ...rest] = args;
  if (command !== 'create') return USAGE;
  let email: string | undefined;
  let username: string | undefined;
  let passwordStdin = false;
  let promote = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--email') email = rest[++i];
    else if (arg === '--username') username = rest[++i];
    else if (arg === '--password-stdin') passwordStdin = true;
    else if (arg === '--promote') promote = true;
    else return `Unknown option ${arg}. ${USAGE}`;
  }
  if (!email) return `--email is required. ${USAGE}`;
  return { email, ...(username !== undefined && { username }), passwordStdin, promote };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = '';
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          return reject(new Error('cancelled'));
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(fromStdin: boolean): Promise<string | null> {
  if (fromStdin) return readStdin();
  if (!process.stdin.isTTY) return null;
  const password = await promptHidden('Password for the new operator: ');
  const again = await promptHidden('The same password again: ');
  if (password !== again) throw new Error('The two passwords differ.');
  return password;
}

async function main(): Promise<number> {
  const options = parseOperatorArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const password = options.promote ? undefined : await readPassword(options.passwordStdin);
  if (password === null) {
    console.error('No terminal to prompt for the password: pipe it in with --password-stdin.');
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openReadyDatabase(config);
  try {
    const result = await setUpOperator(
      {
        accounts: new DrizzleOperatorAccountRepository(database.db),
        hasher: new Argon2PasswordHasher(),
      },
      { ...options, ...(password !== undefined && { password }) },
    );
    if (!result.ok) {
      console.error(result.error.message);
      return 1;
    }
    const { email, username } = result.value;
    console.log(`${options.promote ? 'Promoted' : 'Created'} operator ${username} <${email}>.`);
    console.log(`Sign in at ${config.publicUrl}/ops and enrol your authenticator.`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('operator-cli.js')) {
  process.exitCode = await main().catch((error: unknown) => {
    exitOnConfigError(error);
    return 1;
  });
}
