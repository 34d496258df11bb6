// Schedules: resize a workspace on a weekly timetable in a time zone, with a week view and the compute it uses per week.
// The schedules area's public face: what the shell and the control plane may import (other areas import none) (scripts/eslint-layers.js).
// Import the files themselves (`@/features/schedules/<file>`); this list is what the lint allows.
export * from './schedule-body';
