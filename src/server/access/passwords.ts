import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * In-database users' passwords, kept as PHC strings
 * (`$scrypt$ln=17,r=8,p=1$<salt>$<hash>`, base64 without padding): the
 * parameters travel with each hash, so a hash made with older ones still
 * verifies and is replaced at the user's next password change.
 *
 * scrypt at N = 2^17, r = 8, p = 1 (OWASP's figure) needs 128 MiB and a few
 * hundred milliseconds of one core per hash. It runs on libuv's thread pool,
 * never on the event loop, and at most HASH_SLOTS at once: past that a request
 * waits for a slot, and past HASH_QUEUE waiting it is refused (PasswordHashBusy),
 * so a burst of password changes cannot take the server's memory.
 */
export const PASSWORD_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** The parameters of the hashes kept before PHC strings: a salt in `password_salt`, the hash in hex. */
const LEGACY = { ln: 10, r: 8, p: 1 } as const;
const HASH_SLOTS = 2;
const HASH_QUEUE = 16;

export interface StoredPassword {
  password_hash: string;
  /** Only on a hash made before PHC strings. */
  password_salt?: string;
}

type Params = { ln: number; r: number; p: number };

/** More hashes are waiting than the server takes on at once: the request is refused, to be tried again. */
export class PasswordHashBusy extends Error {
  constructor() {
    super('The control plane is hashing as many passwords as it takes at once; try again in a few seconds');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) {
    if (waiting.length >= HASH_QUEUE) throw new PasswordHashBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await fn();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string | Buffer, salt: Buffer | string, { ln, r, p }: Params): Promise<Buffer> {
  const N = 2 ** ln;
  return inSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: 128 * N * r * p + 32 * 1_048_576 }, (e, key) => (e ? reject(e) : resolve(key))),
      ),
  );
}

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
const phc = ({ ln, r, p }: Params, salt: Buffer, hash: Buffer) => `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(hash)}`;

/** A new password's PHC string, with a fresh salt and the current parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return phc(PASSWORD_PARAMS, salt, await derive(password, salt, PASSWORD_PARAMS));
}

/**
 * A seeded user's hash: the current parameters, a random salt and a random
 * digest. No password is known for it (as before, when a random password was
 * hashed and thrown away), and seeding pays no hashing cost at all.
 */
export function unusablePasswordHash(): string {
  return phc(PASSWORD_PARAMS, randomBytes(SALT_BYTES), randomBytes(KEY_BYTES));
}

/** Bounds on what a stored string may ask for, so that a damaged record cannot ask for gigabytes. */
const sane = ({ ln, r, p }: Params) => ln >= 1 && ln <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;

function parse(stored: StoredPassword): { params: Params; salt: Buffer | string; hash: Buffer } | undefined {
  const m = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored.password_hash);
  if (m) {
    const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
    return sane(params) ? { params, salt: Buffer.from(m[4]!, 'base64'), hash: Buffer.from(m[5]!, 'base64') } : undefined;
  }
  // Before PHC strings: the salt's hex text itself was the salt.
  if (stored.password_salt && /^[0-9a-f]{64}$/.test(stored.password_hash))
    return { params: LEGACY, salt: stored.password_salt, hash: Buffer.from(stored.password_hash, 'hex') };
  return undefined;
}

/** Whether `password` is the one stored, whatever parameters it was hashed with. */
export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}
