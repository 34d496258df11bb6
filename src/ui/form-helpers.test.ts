import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaFields } from './form-helpers';
import { formFieldFor } from './server-error-fields';
import { CreateWorkspaceBody, UpdateDatabaseBody } from '@/kernel/workspace-body';

describe('schemaFields: a form takes its field list from its schema', () => {
  it("reads an object's keys, checks or not", () => {
    expect(schemaFields(UpdateDatabaseBody)).toEqual(['tg_database_name']);
    expect(schemaFields(z.object({ a: z.string(), b: z.number() }).check(z.refine(() => true)))).toEqual(['a', 'b']);
  });

  it('reads the fields picked from a body and those added to it', () => {
    const form = z
      .extend(z.required(z.pick(CreateWorkspaceBody, { name: true, enable_ha: true })), { access: z.enum(['rw', 'ro']) })
      .check(z.refine(() => true));
    expect(schemaFields(form)).toEqual(['name', 'enable_ha', 'access']);
  });

  it('reads every field of every member of a union, once', () => {
    const union = z.discriminatedUnion('platform', [
      z.object({ platform: z.literal('aws'), account_id: z.string() }),
      z.object({ platform: z.literal('gcp'), project: z.string() }),
    ]);
    expect(schemaFields(union)).toEqual(['platform', 'account_id', 'project']);
  });
});

describe('formFieldFor: where a server FieldName lands', () => {
  it('takes an alias first, then the field of that name, then the control holding it', () => {
    expect(formFieldFor('is_rw', ['access'], { is_rw: 'access' })).toBe('access');
    expect(formFieldFor('name', ['name'])).toBe('name');
    expect(formFieldFor('addons.0.addons_id', ['addons'])).toBe('addons');
  });
});

describe('one way to send once', () => {
  it("useSubmitLock is a form's submit: one-click buttons and confirmations send through useSendOnce", () => {
    const features = 'src/features';
    const lockedWithoutForm = fs
      .readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .filter((f) => {
        const text = fs.readFileSync(path.join(features, f), 'utf8');
        return text.includes('useSubmitLock(') && !text.includes('onSubmit');
      });
    expect(lockedWithoutForm).toEqual([]);
  });
  it('a form that sends what it validated sends through useFormSubmit: its lock, its refusals beside the fields', () => {
    const features = 'src/features';
    const texts = fs
      .readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => [f, fs.readFileSync(path.join(features, f), 'utf8')] as const);
    const sending = texts.filter(([, t]) => /\buseForm[<(]/.test(t) && t.includes('mutateAsync'));
    // The walk is real: most of the console's forms are here.
    expect(sending.length).toBeGreaterThan(15);
    // The onboarding wizard checks step by step, then the platform's whole schema, and sends what its steps hold.
    const own = ['cloud-providers/onboarding-wizard.tsx'];
    expect(sending.filter(([f, t]) => !t.includes('useFormSubmit(') && !own.includes(f)).map(([f]) => f)).toEqual([]);
    expect(texts.filter(([, t]) => /\buseServerErrors\(/.test(t)).map(([f]) => f)).toEqual(own);
  });
});
