import type { DbUserRecord, WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { newId } from '@/server/ids';
import { hashPassword } from '@/server/secrets';
import { Fail, countCreate, findWorkspace, type BaseContext, type Handlers } from './context';

type DbUserHandlers = Pick<Handlers, 'listDbUsers' | 'createDbUser' | 'updateDbUserPassword' | 'deleteDbUser'>;

/** A password is never answered, nor its hash. */
const view = ({ password_hash: _h, password_salt: _s, database_id: _d, org_id: _o, ...rest }: DbUserRecord) => (void [_h, _s, _d, _o], rest);

function usersOf(ctx: BaseContext, ws: WorkspaceRecord) {
  return ctx.store.list<DbUserRecord>('dbUsers').filter((u) => u.database_id === ws.database_id && u.org_id === ctx.org.id);
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

export const dbUserHandlers: DbUserHandlers = {
  listDbUsers: (ctx) => usersOf(ctx, findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID)).map(view),

  createDbUser: (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const { username, password } = ctx.body;
    if (usersOf(ctx, ws).some((u) => u.username.toLowerCase() === username.toLowerCase()))
      throw new Fail('Bad-Request', `This database already has a user named "${username}"`, 'username');
    const { salt, hash } = hashPassword(password);
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
      password_salt: salt,
      password_hash: hash,
    };
    ctx.store.put('dbUsers', record.id, record);
    countCreate(ctx, 'dbUser');
    return view(record);
  },

  updateDbUserPassword: (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const u = findUser(ctx, ws, ctx.body.username);
    const { salt, hash } = hashPassword(ctx.body.password);
    ctx.store.put('dbUsers', u.id, { ...u, password_salt: salt, password_hash: hash, updated: isoNow(ctx.now) });
    return { username: u.username, message: `Password of ${u.username} changed` };
  },

  deleteDbUser: (ctx) => {
    const ws = writable(findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID));
    const u = findUser(ctx, ws, ctx.body.username);
    ctx.store.delete('dbUsers', u.id);
    return { username: u.username, message: `Database user ${u.username} deleted` };
  },
};
