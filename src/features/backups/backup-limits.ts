/** The limits the console and the embedded control plane hold the schedule's numbers to (without zod: the editor's hints show them). */
export const backupLimits = {
  max_backup_files: { min: 1, max: 100 },
  max_reserved_days: { min: 1, max: 365 },
  max_retry: { min: 0, max: 10 },
} as const;
