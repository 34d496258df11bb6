import { describe, expect, it } from 'vitest';
import { withArticle } from './labels';

describe('the article before a word', () => {
  it('follows the sound, not the letter', () => {
    expect(['AWS', 'Azure', 'GCP', 'workgroup', 'HTTP', 'Hetzner', 'IBM'].map(withArticle)).toEqual([
      'an AWS',
      'an Azure',
      'a GCP',
      'a workgroup',
      'an HTTP',
      'a Hetzner',
      'an IBM',
    ]);
  });
});
