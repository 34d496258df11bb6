import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ResolverOptions } from 'react-hook-form';
import { lazySchema, zodResolver } from './zod-resolver';
import { AllowedIpBody } from '@/features/allow-list/allow-list-body';
import { CreateCloudProviderBody } from '@/features/cloud-providers/cloud-provider-body';

// The resolver is called by react-hook-form as (values, context, options).
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;
const resolve = <S extends Parameters<typeof zodResolver>[0]>(schema: S, values: unknown) => zodResolver(schema)(values as never, undefined, options as never);

describe('zodResolver', () => {
  it('passes the parsed output (trimmed, transformed) when the values are valid', async () => {
    const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1)), n: z.pipe(z.string(), z.transform(Number)) });
    expect(await resolve(schema, { name: '  Ada ', n: '42' })).toEqual({ values: { name: 'Ada', n: 42 }, errors: {} });
  });

  it("keeps each field's first message, with the issue's code as its type", async () => {
    const schema = z.object({ name: z.string().check(z.minLength(3, 'Too short'), z.regex(/^[a-z]+$/, 'Lowercase only')), age: z.number('A number') });
    const { values, errors } = await resolve(schema, { name: 'A', age: 'x' });
    expect(values).toEqual({});
    expect(errors).toEqual({ name: { type: 'too_small', message: 'Too short' }, age: { type: 'invalid_type', message: 'A number' } });
  });

  it('nests errors of nested fields the way the form names them (options.account_id)', async () => {
    const { errors } = await resolve(CreateCloudProviderBody, { platform: 'aws', options: { account_id: '12' }, role_arn: 'nope' });
    expect((errors as { options?: { account_id?: { message: string } } }).options?.account_id?.message).toBe('An AWS account ID is exactly 12 digits');
    expect((errors as { role_arn?: { message: string } }).role_arn?.message).toMatch(/arn:aws:iam/);
  });

  it('puts an error without a path on root, and an array entry under its index', async () => {
    const whole = z.object({ a: z.string() }).check(z.refine(() => false, 'The whole form is wrong'));
    expect((await resolve(whole, { a: 'x' })).errors).toEqual({ root: { type: 'custom', message: 'The whole form is wrong' } });
    const list = z.object({ tags: z.array(z.string().check(z.minLength(2, 'Two letters at least'))) });
    expect((await resolve(list, { tags: ['ok', 'x'] })).errors).toEqual({ tags: { 1: { type: 'too_small', message: 'Two letters at least' } } });
  });

  it('uses the contract body schemas as they are (an allow-list address)', async () => {
    expect((await resolve(AllowedIpBody, { cidr: '10.0.0.0/8', note: '' })).errors).toEqual({});
    expect(((await resolve(AllowedIpBody, { cidr: '10.0.0.300', note: '' })).errors as { cidr?: { message: string } }).cidr?.message).toBeTruthy();
  });

  it('validates with a schema loaded on demand, loading it once', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads++;
      return z.object({ name: z.string().check(z.minLength(3, 'Too short')) });
    });
    expect(schema.loaded()).toBeUndefined();
    expect(await resolve(schema, { name: 'Ada' })).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect((await resolve(schema, { name: 'A' })).errors).toEqual({ name: { type: 'too_small', message: 'Too short' } });
    expect(loads).toBe(1);
    expect(schema.loaded()).toBeDefined();
  });

  it("sends the values as typed when the checks' code cannot be fetched, and tries again next time", async () => {
    let fail = true;
    const schema = lazySchema(async () => {
      if (fail) throw new Error('offline');
      return z.object({ name: z.string().check(z.minLength(3, 'Too short')) });
    });
    expect(await resolve(schema, { name: 'A' })).toEqual({ values: { name: 'A' }, errors: {} });
    fail = false;
    expect((await resolve(schema, { name: 'A' })).errors).toEqual({ name: { type: 'too_small', message: 'Too short' } });
  });
});
