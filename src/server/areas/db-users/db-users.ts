import type { DbUserRecord, WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { newId } from '@/server/store/ids';
import { PasswordHashBusy, hashPassword, verifyPassword } from '@/server/access/passwords';
import { duplicateUserRefusal } from '@/features/db-users/db-user-rules';
import { Fail, assertRoom, countCreate, findWorkspace, type BaseContext, type Handlers, type Preparers } from '@/server/kernel/context';

type DbUserHandlers = Pick<Handlers, 'listDbUsers' | 'createDbUser' | 'updateDbUserPassword' | 'deleteDbUser'>;

/** A password is never answered, nor its hash. */
const view = ({ password_hash: _h, password_salt: _s, database_id: _d, org_id: _o, ...rest }: DbUserRecord) => (void [_h, _s, _d, _o], rest);

function usersOf(ctx: BaseContext, ws: WorkspaceRecord) {
  return ctx.store.list('dbUsers').filter((u) => u.database_id === ws.database_id && u.org_id === ctx.org.id);
}

/** The users are the database's: a read-only workspace shows them, its read-write workspace changes them. */
function writable(ws: WorkspaceRecord): WorkspaceRecord {
  if (ws.is_rw) return ws;
  throw new Fail(
    'Bad-Request',
    "A read-only workspace shares its database's users: create, change or delete them on the database's read-write workspace",
    'workspaceID',
  );
}

function findUser(ctx: BaseContext, ws: WorkspaceRecord, username: string): DbUserRecord {
  const u = usersOf(ctx, ws).find((x) => x.username === username);
  if (!u) throw new Fail('Not-Found', `Database user ${username} was not found`, 'username');
  return u;
}

function assertNewName(ctx: BaseContext, ws: WorkspaceRecord, username: string): void {
  // The same rule as the form's (features/db-users/db-user-rules.ts).
  const taken = duplicateUserRefusal(
    username,
    usersOf(ctx, ws).map((u) => u.username),
  );
  if (taken) throw new Fail('Bad-Request', taken, 'username');
}

/** Hashing waits its turn; a full queue is a rate limit the console knows (429, try again). */
async function hashed(password: string): Promise<string> {
  try {
    return await hashPassword(password);
  } catch (e) {
    if (e instanceof PasswordHashBusy) throw new Fail('Quota-Exceed', e.message, 'password', undefined, { 'Retry-After': '2' });
    throw e;
  }
}

/**
 * Checked first (nothing is hashed for a request that will be refused), then
 * hashed off the event loop; the handler checks again in its transaction, as
 * the state may have changed while the hash was made.
 */
export const dbUserPreparers: Preparers = {
  createDbUser: async (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    assertNewName(ctx, ws, ctx.body.username);
    return hashed(ctx.body.password);
  },
  updateDbUserPassword: async (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const u = findUser(ctx, ws, ctx.body.username);
    // Whatever parameters the current hash was made with (a PHC string, or one from before them).
    if (await verifyPassword(ctx.body.password, u)) throw new Fail('Bad-Request', `This is ${u.username}'s current password; choose a new one`, 'password');
    return hashed(ctx.body.password);
  },
};

function preparedHash(ctx: { prepared?: unknown }): string {
  if (typeof ctx.prepared !== 'string') throw new Error('the password was not hashed before the transaction');
  return ctx.prepared;
}

export const dbUserHandlers: DbUserHandlers = {
  listDbUsers: (ctx) => usersOf(ctx, findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID)).map(view),

  createDbUser: (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const { username } = ctx.body;
    assertNewName(ctx, ws, username);
    assertRoom('dbUsersPerDatabase', usersOf(ctx, ws).length, 'username');
    const record: DbUserRecord = {
      id: newId('dbu'),
      username,
      email: '',
      firstName: '',
      lastName: '',
      enabled: true,
      created: isoNow(ctx.now),
      updated: isoNow(ctx.now),
      database_id: ws.database_id,
      org_id: ctx.org.id,
      password_hash: preparedHash(ctx),
    };
    ctx.store.put('dbUsers', record.id, record);
    countCreate(ctx, 'dbUser');
    return view(record);
  },

  updateDbUserPassword: (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const u = findUser(ctx, ws, ctx.body.username);
    // The new hash carries today's parameters; a salt kept beside an older hash goes with it.
    const { password_salt: _old, ...rest } = u;
    void _old;
    ctx.store.put('dbUsers', u.id, { ...rest, password_hash: preparedHash(ctx), updated: isoNow(ctx.now) });
    return { username: u.username, message: `Password of ${u.username} changed` };
  },

  deleteDbUser: (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const u = findUser(ctx, ws, ctx.body.username);
    ctx.store.purge('dbUsers', u.id);
    return { username: u.username, message: `Database user ${u.username} deleted` };
  },
};
