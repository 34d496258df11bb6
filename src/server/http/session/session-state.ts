/**
 * The credentials the console's server keeps for one browser, and the changes its pages may ask for. Two jars, as
 * the browser's two storages were: `tab` lives as long as the browser session (a cookie without a lifetime),
 * `device` is remembered on this device (a cookie with one). Pure: sealed into cookies by session-cookie.ts.
 */
import type { CredentialKind, CredentialSource, SessionChange, SessionView } from '@/api/session-view';
import { maskSecret } from '@/lib/mask-secret';
import { tokenClaims } from '@/lib/token-claims';

export interface HeldOrg {
  orgId: string;
  label: string;
  /** Empty for the embedded demo's organization, whose key is the server's. */
  apiKey: string;
  sessionToken?: string;
}
export interface Jar {
  apiKey?: string;
  /** Empty: cleared by the person, so the demo's token is not used either. */
  sessionToken?: string;
  orgs?: HeldOrg[];
}
export interface Jars {
  tab: Jar;
  device: Jar;
}
/** The embedded demo's published credentials, used where the person has set none (demo-session.ts). */
export interface DemoCredentials {
  apiKey?: string;
  sessionToken?: string;
}

const MAX_ORGS = 20;

/** The key or token in use: the tab's, else the device's, else the demo's. */
export function held(jars: Jars, kind: CredentialKind, demo: DemoCredentials): { value: string | undefined; source: CredentialSource } {
  // The demo's owner token goes with the demo's key only: beside a key the person entered, only a token they entered.
  if (kind === 'sessionToken' && demo.sessionToken && held(jars, 'apiKey', demo).source !== 'demo') demo = {};
  for (const [jar, source] of [
    [jars.tab, 'session'],
    [jars.device, 'device'],
  ] as const) {
    const v = jar[kind];
    if (v === '') return { value: undefined, source: 'none' };
    if (v !== undefined) return { value: v, source };
  }
  return demo[kind] ? { value: demo[kind], source: 'demo' } : { value: undefined, source: 'none' };
}

export function orgsOf(jars: Jars): (HeldOrg & { remember: boolean })[] {
  const all = [...(jars.tab.orgs ?? []).map((o) => ({ ...o, remember: false })), ...(jars.device.orgs ?? []).map((o) => ({ ...o, remember: true }))];
  return all.filter((e, i) => all.findIndex((o) => o.orgId === e.orgId) === i).sort((a, b) => a.label.localeCompare(b.label));
}

/** The entry of the key in use: the demo's when the server's key is in use. */
export function activeOrg(jars: Jars, demo: DemoCredentials) {
  const key = held(jars, 'apiKey', demo);
  return orgsOf(jars).find((e) => (key.source === 'demo' ? e.apiKey === '' : e.apiKey !== '' && e.apiKey === key.value));
}

/** What the page may know: sources and masked forms only. */
export function viewOf(jars: Jars, demo: DemoCredentials): SessionView {
  const show = (kind: CredentialKind) => {
    const h = held(jars, kind, demo);
    return { source: h.source, masked: maskSecret(h.value) };
  };
  return {
    apiKey: show('apiKey'),
    sessionToken: { ...show('sessionToken'), ...claimsOf(held(jars, 'sessionToken', demo).value) },
    orgs: orgsOf(jars).map((o) => ({
      orgId: o.orgId,
      label: o.label,
      masked: o.apiKey ? maskSecret(o.apiKey) : 'the demo key',
      demo: o.apiKey === '',
      hasToken: Boolean(o.sessionToken),
      remember: o.remember,
    })),
    active: activeOrg(jars, demo)?.orgId,
  };
}

function claimsOf(token: string | undefined) {
  const claims = token ? tokenClaims(token) : undefined;
  return claims ? { claims } : {};
}

function putOrg(jars: Jars, entry: HeldOrg, remember: boolean): Jars {
  const drop = (orgs: HeldOrg[] | undefined) => (orgs ?? []).filter((o) => o.orgId !== entry.orgId);
  const tab = { ...jars.tab, orgs: drop(jars.tab.orgs) };
  const device = { ...jars.device, orgs: drop(jars.device.orgs) };
  const into = remember ? device : tab;
  if (tab.orgs.length + device.orgs.length >= MAX_ORGS) throw new SessionRefusal(`At most ${MAX_ORGS} organizations can be kept.`);
  into.orgs = [...into.orgs!, entry];
  return { tab, device };
}

function without(jar: Jar, kind: CredentialKind): Jar {
  const { [kind]: _, ...rest } = jar;
  return rest;
}

function setKind(jars: Jars, kind: CredentialKind, value: string | undefined, remember: boolean): Jars {
  const tab = without(jars.tab, kind);
  const device = without(jars.device, kind);
  if (value !== undefined) (remember ? device : tab)[kind] = value;
  return { tab, device };
}

/** A change the session cannot take (the body was valid): answered 400 with this reason. */
export class SessionRefusal extends Error {}

/** The session after one change the page asked for. */
export function applyChange(jars: Jars, change: SessionChange, demo: DemoCredentials): Jars {
  switch (change.do) {
    case 'save': {
      let next = setKind(jars, change.kind, change.value, change.remember);
      const known = change.orgId ? orgsOf(jars).find((o) => o.orgId === change.orgId) : undefined;
      if (known && change.kind === 'apiKey') next = putOrg(next, { ...strip(known), apiKey: change.value }, change.remember);
      return next;
    }
    case 'clear':
      // A cleared token stays cleared on the demo too (the demo's own is not used again until this session ends).
      return setKind(jars, change.kind, change.kind === 'sessionToken' && demo.sessionToken ? '' : undefined, false);
    case 'addOrg':
      return putOrg(jars, { orgId: change.orgId, label: change.label, apiKey: change.apiKey }, change.remember);
    case 'registerCurrent': {
      const key = held(jars, 'apiKey', demo);
      if (activeOrg(jars, demo) || !key.value) return jars;
      return putOrg(jars, { orgId: change.orgId, label: change.label, apiKey: key.source === 'demo' ? '' : key.value }, key.source === 'device');
    }
    case 'relabel': {
      const known = orgsOf(jars).find((o) => o.orgId === change.orgId);
      return known ? putOrg(jars, { ...strip(known), label: change.label }, known.remember) : jars;
    }
    case 'removeOrg':
      return {
        tab: { ...jars.tab, orgs: (jars.tab.orgs ?? []).filter((o) => o.orgId !== change.orgId) },
        device: { ...jars.device, orgs: (jars.device.orgs ?? []).filter((o) => o.orgId !== change.orgId) },
      };
    case 'switch':
      return switchTo(jars, change.orgId, demo);
    case 'moveIn':
      return moveIn(jars, change);
  }
}

function strip(o: HeldOrg & { remember?: boolean }): HeldOrg {
  return { orgId: o.orgId, label: o.label, apiKey: o.apiKey, ...(o.sessionToken ? { sessionToken: o.sessionToken } : {}) };
}

/**
 * Another organization's key becomes the one in use; the session token belongs to one organization too: it is
 * kept with the organization it was used for, and comes back with it.
 */
function switchTo(jars: Jars, orgId: string, demo: DemoCredentials): Jars {
  const target = orgsOf(jars).find((o) => o.orgId === orgId);
  if (!target) throw new SessionRefusal('No such organization in this session.');
  const current = activeOrg(jars, demo);
  if (current?.orgId === orgId) return jars;
  let next = jars;
  if (current) {
    const token = held(jars, 'sessionToken', demo);
    const kept = token.source === 'demo' ? undefined : token.value;
    const { sessionToken: _, ...rest } = strip(current);
    next = putOrg(next, kept ? { ...rest, sessionToken: kept } : rest, current.remember);
  }
  next = setKind(next, 'apiKey', target.apiKey === '' ? undefined : target.apiKey, target.remember);
  // Another organization's token never goes with this one's key: none unless one was kept with it (the demo's own on its organization).
  return setKind(next, 'sessionToken', target.sessionToken, target.remember);
}

/** What an earlier console kept in the browser's storages joins the session (what the session holds already stays). */
function moveIn(jars: Jars, change: Extract<SessionChange, { do: 'moveIn' }>): Jars {
  let next = jars;
  for (const [stored, remember] of [
    [change.tab, false],
    [change.device, true],
  ] as const) {
    for (const kind of ['apiKey', 'sessionToken'] as const) {
      const v = stored[kind];
      if (v && next.tab[kind] === undefined && next.device[kind] === undefined) next = setKind(next, kind, v, remember);
    }
    for (const o of stored.orgs ?? []) if (!orgsOf(next).some((e) => e.orgId === o.orgId)) next = putOrg(next, strip(o), remember);
  }
  return next;
}
