import { describe, expect, it } from 'vitest';
import { duplicateUserRefusal } from './db-user-rules';

describe('the database user rule shared by the form and the embedded control plane', () => {
  it('refuses a database user name already taken, whatever its case', () => {
    expect(duplicateUserRefusal('App_Reader', ['app_reader', 'etl'])).toBe('This database already has a user named "App_Reader"');
    expect(duplicateUserRefusal('app_writer', ['app_reader'])).toBeUndefined();
    expect(duplicateUserRefusal('', ['app_reader'])).toBeUndefined();
  });
});
