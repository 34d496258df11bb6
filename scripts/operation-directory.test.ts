import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '@/api/operations';
import { generatedFile, render } from './operation-directory';
import { operationDirectory } from '@/api/operation-directory.gen';

describe('the operation directory (src/api/operation-directory.gen.ts)', () => {
  it('is what the operations table gives (npx tsx scripts/operation-directory.ts writes it)', () => {
    expect(fs.readFileSync(generatedFile, 'utf8')).toBe(render());
  });
  it('names every operation with its title, resource and path', () => {
    expect(Object.keys(operationDirectory).sort()).toEqual(Object.keys(operations).sort());
    for (const [name, op] of Object.entries(operations))
      expect(operationDirectory[name as keyof typeof operations]).toEqual({ title: op.title, resource: op.resource, path: op.path });
  });
});
