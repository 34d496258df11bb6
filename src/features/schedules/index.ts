// Schedules: resize a workspace on a weekly timetable in a time zone, with a week view and the compute it uses per week.
// The schedules area's public face: what other areas, the shell and the control plane may import (scripts/eslint-layers.js).
// Import the files themselves (`@/features/schedules/<file>`); this list is what the lint allows.
export * from './schedule-body';
