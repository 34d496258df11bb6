import { describe, expect, it } from 'vitest';
import { freeText, labelText, resourceName } from './text';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

// Characters YAML 1.1 (the Prometheus tooling's reader) and JavaScript take as line ends, besides CR and LF.
const SEPARATORS = [
  ['U+2028 (line separator)', '\u2028'],
  ['U+2029 (paragraph separator)', '\u2029'],
  ['U+0085 (next line)', '\u0085'],
  ['a line feed', '\n'],
] as const;

describe('names and labels', () => {
  it.each(SEPARATORS)('refuses %s in a name, a label and free text, saying the name must be one line', (_, ch) => {
    for (const [schema, label] of [
      [labelText('Channel name'), 'Channel name'],
      [resourceName('Workgroup name'), 'Workgroup name'],
      [freeText('Display name', 64), 'Display name'],
    ] as const) {
      const found = messages(schema.safeParse(`Acme${ch}Corp`));
      expect(found[0]).toBe(`${label} must be one line: no line breaks or line and paragraph separators`);
    }
  });

  it('still refuses the other control and text-direction characters with their own message', () => {
    expect(messages(labelText('Name').safeParse('a\u0007b'))).toEqual(['Name must not contain control or text-direction characters']);
    expect(messages(labelText('Name').safeParse('a\u202eb'))).toEqual(['Name must not contain control or text-direction characters']);
  });

  it.each(['Acme GmbH', 'On-call (EU) 🚨', '研发部 東京', 'Ünïcode ✓', '#ops'])('accepts the ordinary label %j', (name) => {
    expect(labelText('Name').safeParse(name).success).toBe(true);
    expect(freeText('Name').safeParse(name).success).toBe(true);
  });

  it.each(['Production', '研发部', 'Équipe 2', 'team_a-1.b'])('accepts the ordinary resource name %j', (name) => {
    expect(resourceName('Name').safeParse(name).success).toBe(true);
  });
});
