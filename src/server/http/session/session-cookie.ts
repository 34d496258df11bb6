/**
 * The session's two jars sealed into cookies (session-state.ts): encrypted and authenticated with the kept `jose`
 * (JWE, direct key, A256GCM), HttpOnly so that no page script reads them, SameSite=Strict, Secure over TLS. The
 * tab's cookie has no lifetime (it ends with the browser session); the device's is remembered for 30 days.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Jar, Jars } from './session-state';

const COOKIE = { tab: 'console_session', device: 'console_device' } as const;
const DEVICE_DAYS = 30;

/**
 * The sealing key: from SESSION_SECRET, or a secret generated once and kept in the data directory (session-secret,
 * readable by the server's user only), so that sessions outlive a restart. Servers sharing a database (DATABASE_URL)
 * keep the generated one there instead (`shared`), so that each opens the others' cookies.
 */
export async function sessionKey(secret: string | undefined, dataDir: string, shared?: (made: string) => Promise<string>): Promise<Uint8Array> {
  if (secret) return new Uint8Array(crypto.createHash('sha256').update(secret).digest());
  if (shared) return new Uint8Array(Buffer.from(await shared(crypto.randomBytes(32).toString('base64')), 'base64'));
  const file = path.join(dataDir, 'session-secret');
  try {
    const kept = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (kept.length === 32) return new Uint8Array(kept);
  } catch {
    // None kept yet: made below.
  }
  const made = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, made.toString('base64'), { mode: 0o600 });
  return new Uint8Array(made);
}

function cookiesOf(req: IncomingMessage): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) found.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return found;
}

/** Whether the request carries either of the session's cookies (valid or not). */
export function carriesSession(req: IncomingMessage): boolean {
  const c = cookiesOf(req);
  return c.has(COOKIE.tab) || c.has(COOKIE.device);
}

async function open(sealed: string | undefined, key: Uint8Array): Promise<Jar> {
  if (!sealed) return {};
  try {
    const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    return typeof payload.jar === 'object' && payload.jar !== null ? (payload.jar as Jar) : {};
  } catch {
    // Tampered with, expired, or sealed with another key: as if there were none.
    return {};
  }
}

export async function readJars(req: IncomingMessage, key: Uint8Array): Promise<Jars> {
  const c = cookiesOf(req);
  return { tab: await open(c.get(COOKIE.tab), key), device: await open(c.get(COOKIE.device), key) };
}

const isEmpty = (jar: Jar) => jar.apiKey === undefined && jar.sessionToken === undefined && !jar.orgs?.length;

function servedOverTls(req: IncomingMessage): boolean {
  return Boolean((req.socket as TLSSocket).encrypted) || req.headers['x-forwarded-proto'] === 'https';
}

/** The Set-Cookie headers that keep these jars (an empty one is removed). */
export async function jarCookies(req: IncomingMessage, jars: Jars, key: Uint8Array): Promise<string[]> {
  const attributes = `Path=/; HttpOnly; SameSite=Strict${servedOverTls(req) ? '; Secure' : ''}`;
  const seal = (jar: Jar, lifetime: string) =>
    new EncryptJWT({ jar }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt().setExpirationTime(lifetime).encrypt(key);
  const tab = isEmpty(jars.tab) ? `${COOKIE.tab}=; Max-Age=0` : `${COOKIE.tab}=${await seal(jars.tab, '7d')}`;
  const maxAge = DEVICE_DAYS * 86_400;
  const device = isEmpty(jars.device) ? `${COOKIE.device}=; Max-Age=0` : `${COOKIE.device}=${await seal(jars.device, `${DEVICE_DAYS}d`)}; Max-Age=${maxAge}`;
  return [`${tab}; ${attributes}`, `${device}; ${attributes}`];
}
