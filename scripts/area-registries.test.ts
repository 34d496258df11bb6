import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bodiesFile, operationFiles, operationsFile, render } from './area-registries';
import { operations } from '@/api/operations';
import { bodySchema } from '@/api/request-bodies';

describe('the area registries (src/api/operations.gen.ts, request-bodies.gen.ts)', () => {
  it('are what the areas give (npx tsx scripts/area-registries.ts writes them)', () => {
    const { operations: table, bodies } = render();
    expect(fs.readFileSync(operationsFile, 'utf8')).toBe(table);
    expect(fs.readFileSync(bodiesFile, 'utf8')).toBe(bodies);
  });
  it('gather every operations file of every area', () => {
    const text = fs.readFileSync(operationsFile, 'utf8');
    for (const file of operationFiles()) expect(text).toContain(`'@/${file.replace(/\.ts$/, '')}'`);
    expect(operationFiles().length).toBeGreaterThan(15);
  });
  it('give each operation with a body its schema, and none to one without', () => {
    for (const [name, op] of Object.entries(operations)) expect(bodySchema(name as keyof typeof operations) !== undefined, name).toBe(op.body !== undefined);
  });
});
