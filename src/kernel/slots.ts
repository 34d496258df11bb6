import type { ComponentType, ReactNode } from 'react';
import type { Database, Workspace } from './workspace-schema';
import type { Workgroup } from './workgroup-schema';

// Areas never import one another. When one screen shows another area's component, its route passes it in
// (the route composes areas); the props each such piece takes are declared here, below both areas.

/** The rename-database dialog (workspaces), shown by the workgroup and workspace screens. */
export interface RenameDatabaseProps {
  workgroupID: string;
  databaseID: string;
  currentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
export type RenameDatabaseSlot = ComponentType<RenameDatabaseProps>;

/** The delete-database dialog (workspaces, beside the rename), opened from the workgroup's databases. */
export type DeleteDatabaseSlot = ComponentType<{ wg: Workgroup; db: Database; onClose: () => void }>;

/** A workspace's load in the workgroup's list (monitoring). */
export type LoadCellSlot = ComponentType<{ ws: Workspace }>;

/** A workspace's load warning and idle note above what follows them on its screen (monitoring). */
export type WithLoadWarningSlot = ComponentType<{ ws: Workspace; children: ReactNode }>;

/** Cancelling a scheduled upgrade (upgrades), offered beside the workspace's version. */
export type CancelUpgradeSlot = ComponentType<{ workgroupID: string; workspaceID: string; name: string; version: string }>;

/** What the workspace screen shows of other areas. */
export interface WorkspaceSlots {
  RenameDatabase: RenameDatabaseSlot;
  CancelUpgrade: CancelUpgradeSlot;
  WithLoadWarning: WithLoadWarningSlot;
}

/** What the workgroup screen shows of other areas. */
export interface WorkgroupSlots {
  RenameDatabase: RenameDatabaseSlot;
  DeleteDatabase: DeleteDatabaseSlot;
  LoadCell: LoadCellSlot;
}
