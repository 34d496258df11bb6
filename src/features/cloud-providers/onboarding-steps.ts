// The wizard's steps and the fields each one asks for. Apart from the form's
// schema: the route reads the step count without loading the validators.
export const onboardingSteps = [
  { title: 'Platform and region', fields: ['platform', 'region', 'name'] },
  { title: 'Account', fields: ['account_id', 'secure_connection'] },
  { title: 'Trust', fields: ['external_id', 'role_name'] },
  { title: 'Role', fields: ['role_arn'] },
  { title: 'Review', fields: [] },
] as const;
