// The clouds the service runs on, as the wire names them: workgroups, cloud providers and the labels read them.
export const platforms = ['aws', 'azure', 'gcp'] as const;
export type Platform = (typeof platforms)[number];
