import type { ComponentType } from 'react';

// Features never import one another. When one screen shows another feature's
// component, its route passes it in; the props it takes are declared here.

/** The rename-database dialog (features/databases), shown by the workgroup and workspace screens. */
export interface RenameDatabaseProps {
  workgroupID: string;
  databaseID: string;
  currentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
export type RenameDatabaseSlot = ComponentType<RenameDatabaseProps>;
