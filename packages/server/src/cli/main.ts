import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { type AdminKind, CreateAdminError, createAdmin } from './createAdmin';
import { readPassword } from './readPassword';

const USAGE = `Usage: pnpm shipdeck <command>

Commands:
  create-admin --email <address> [--name <name>] [--role super-admin|admin]
      Creates an administrator (a super admin unless --role admin) on the configured database
      (DATABASE_URL, or the embedded database in SHIPDECK_DATA_DIR). The password is asked for
      at the prompt, or read from standard input when it is not a terminal:
        echo "$ADMIN_PASSWORD" | pnpm shipdeck create-admin --email ops@example.com
`;

/** `pnpm shipdeck …`: operator commands that run against the configured database, beside the server. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'create-admin') {
    process.stderr.write(command && command !== 'help' ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    return command && command !== 'help' ? 2 : 0;
  }
  let values: { email?: string; name?: string; role?: string };
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const role = values.role ?? 'super-admin';
  if (!values.email || (role !== 'admin' && role !== 'super-admin')) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword(process.stdin, process.stderr);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const user = await createAdmin(database.db, {
      email: values.email,
      password,
      kind: role as AdminKind,
      ...(values.name ? { name: values.name } : {}),
    });
    process.stdout.write(
      `Created ${role} ${user.email} (id ${user.id}). Sign in with this e-mail and password.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CreateAdminError || error instanceof ConfigError;
    process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);
