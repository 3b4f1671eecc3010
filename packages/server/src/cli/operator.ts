// `npm run operator -- create <account> --role <role>` (and `reset`, `disable`): staff accounts, made on the
// server's command line and never by a seed. Migrates the configured database first, as the server does.
import { parseArgs } from 'node:util';
import { type StaffRole, staffRoles, translate, ZAccountName } from '@fair28/shared';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { AppError } from '../kernel/app-error';
import { layout } from '../layout';
import * as staff from '../modules/staff/service';

const USAGE = `Usage:
  ${layout.operatorCommand} create <account> --role <${staffRoles.join('|')}>
      a new staff account; prints its one-time password, to be changed at first sign-in
  ${layout.operatorCommand} reset <account>
      a new one-time password for a staff account (and enables it); ends its sessions
  ${layout.operatorCommand} disable <account>
      the account can no longer sign in; ends its sessions

Roles: admin manages operators and may do everything; finance decides money; support answers players
and reads. With the embedded database (no DATABASE_URL), stop the server first: one process at a time.`;

type Command =
  | { name: 'create'; account: string; role: StaffRole }
  | { name: 'reset' | 'disable'; account: string };

class UsageError extends Error {}

function isStaffRoleName(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: { role: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parseCommand(argv: string[]): Command {
  const parsed = readArgs(argv);
  const [name, account, ...extra] = parsed.positionals;
  const { role } = parsed.values;
  if (name !== 'create' && name !== 'reset' && name !== 'disable') {
    throw new UsageError(name ? `Unknown command "${name}".` : 'Name a command.');
  }
  if (!account) throw new UsageError(`Name the account to ${name}.`);
  if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(' ')}".`);
  if (!ZAccountName.safeParse(account).success) {
    throw new UsageError(`"${account}": ${translate('en', 'form.accountFormat')}.`);
  }
  if (name !== 'create') {
    if (role !== undefined) throw new UsageError('--role is for create only.');
    return { name, account };
  }
  if (role === undefined) throw new UsageError('Give the new account a role with --role.');
  if (!isStaffRoleName(role)) {
    throw new UsageError(`Unknown role "${role}": use one of ${staffRoles.join(', ')}.`);
  }
  return { name, account, role };
}

/** What the command line says to a refusal of the accounts module. */
function refusalText(error: AppError, command: Command): string {
  if (error.codeName === 'AccountTaken') return `The account "${command.account}" is already taken.`;
  if (error.codeName === 'NotFound') return `There is no staff account "${command.account}".`;
  if (error.codeName === 'LastAdmin')
    return `"${command.account}" is the last active admin: make another first.`;
  return translate('en', error.messageKey, ...error.messageArgs);
}

function printPassword(account: string, oneTimePassword: string): void {
  console.log(`One-time password of "${account}" (shown only now; it must be changed at first sign-in):`);
  console.log(`\n  ${oneTimePassword}\n`);
}

async function run(command: Command): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config, { command: layout.operatorCommand.replace(/ --$/, '') });
  try {
    await migrate(db);
    const ctx = { db, now: () => new Date() };
    if (command.name === 'create') {
      const issued = await staff.createOperator(ctx, 'command-line', command.account, command.role);
      console.log(`Created the ${command.role} account "${issued.account}".`);
      printPassword(issued.account, issued.oneTimePassword);
    } else if (command.name === 'reset') {
      const issued = await staff.resetOperator(ctx, 'command-line', { account: command.account });
      console.log(`Reset "${issued.account}": its sessions have ended.`);
      printPassword(issued.account, issued.oneTimePassword);
    } else {
      await staff.disableOperator(ctx, 'command-line', { account: command.account });
      console.log(`Disabled "${command.account}": it can no longer sign in, and its sessions have ended.`);
    }
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  try {
    await run(command);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else if (error instanceof AppError) console.error(refusalText(error, command));
    else throw error;
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
