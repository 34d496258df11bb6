/** Why an organization read may be missing: the service documents it from revision C. */
export const SINCE_REVISION_C = 'it documents this from revision C of the service';
