// npm run reset: forget every change made to the demo organization. The next
// `npm start` seeds a fresh one. Stop the server first: it holds the directory.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.env.DATA_DIR || '.data');
if (!fs.existsSync(dir)) {
  console.log(`Nothing to reset: ${dir} does not exist. The next start seeds the demo organization.`);
} else {
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`Removed ${dir}. The next start seeds the demo organization afresh.`);
}
