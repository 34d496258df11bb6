/** A cryptographically random external id: 32 bytes (256 bits), base64url. */
export function generateExternalId(random: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): string {
  const bytes = random(new Uint8Array(32));
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function trustPolicy(servicePrincipal: string, externalId: string): string {
  return JSON.stringify(
    {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: servicePrincipal },
          Action: 'sts:AssumeRole',
          Condition: { StringEquals: { 'sts:ExternalId': externalId } },
        },
      ],
    },
    null,
    2,
  );
}

/**
 * The commands that make the role: created, or, when it already exists in the
 * account (registering again), its trust policy replaced — create-role would
 * fail with EntityAlreadyExists.
 */
export function cliCommands(roleName: string, accountId: string, roleExists = false): string {
  return [
    `# Save the trust policy above as trust-policy.json${roleExists ? '' : ' and the permission policy as permissions.json'}, then, signed in to account ${accountId}:`,
    roleExists
      ? `aws iam update-assume-role-policy --role-name ${roleName} --policy-document file://trust-policy.json`
      : `aws iam create-role --role-name ${roleName} --assume-role-policy-document file://trust-policy.json`,
    ...(roleExists
      ? [`# (The role's permissions stay as they are. To start over instead, type a new role name above: the commands then create that role.)`]
      : [`aws iam put-role-policy --role-name ${roleName} --policy-name GraphCloudDeployment --policy-document file://permissions.json`]),
    `aws iam get-role --role-name ${roleName} --query Role.Arn --output text`,
  ].join('\n');
}

/** The role name of an ARN (`arn:aws:iam::123456789012:role/path/Name` → `Name`). */
export function roleNameOf(roleArn: string): string {
  return roleArn.split('/').pop() ?? '';
}

/**
 * What the service does in the account, as the provider's record shows it (a
 * VPC, subnets, a security group, a Kubernetes cluster with node groups, load
 * balancers, a private endpoint service, cluster logs), as an IAM policy for the
 * role. Compare it with what your organization approved before attaching it.
 */
export function permissionPolicy(region: string): string {
  const inRegion = region ? { StringEquals: { 'aws:RequestedRegion': region } } : undefined;
  return JSON.stringify(
    {
      Version: '2012-10-17',
      Statement: [
        {
          Sid: 'Network',
          Effect: 'Allow',
          Action: [
            'ec2:Describe*',
            'ec2:CreateVpc',
            'ec2:CreateSubnet',
            'ec2:CreateSecurityGroup',
            'ec2:AuthorizeSecurityGroupIngress',
            'ec2:CreateTags',
            'ec2:CreateVpcEndpointServiceConfiguration',
            'ec2:ModifyVpcEndpointServicePermissions',
            'ec2:DeleteVpc',
            'ec2:DeleteSubnet',
            'ec2:DeleteSecurityGroup',
          ],
          Resource: '*',
          ...(inRegion ? { Condition: inRegion } : {}),
        },
        {
          Sid: 'Cluster',
          Effect: 'Allow',
          Action: ['eks:*', 'autoscaling:*', 'elasticloadbalancing:*', 'logs:CreateLogGroup', 'logs:PutRetentionPolicy', 'logs:DescribeLogGroups'],
          Resource: '*',
          ...(inRegion ? { Condition: inRegion } : {}),
        },
        {
          Sid: 'ClusterRoles',
          Effect: 'Allow',
          Action: ['iam:PassRole', 'iam:GetRole', 'iam:CreateServiceLinkedRole'],
          Resource: '*',
        },
      ],
    },
    null,
    2,
  );
}

/** The commands that repair an existing role: its trust policy replaced, the permissions attached, then checked. */
export function fixRoleCommands(roleName: string, accountId: string): string {
  return [
    `# Signed in to account ${accountId || '<account id>'}, with the two policies above saved as trust-policy.json and permissions.json:`,
    `aws iam update-assume-role-policy --role-name ${roleName} --policy-document file://trust-policy.json`,
    `aws iam put-role-policy --role-name ${roleName} --policy-name GraphCloudDeployment --policy-document file://permissions.json`,
    `# Check: the trust policy now names the service and your external id`,
    `aws iam get-role --role-name ${roleName} --query Role.AssumeRolePolicyDocument`,
  ].join('\n');
}
