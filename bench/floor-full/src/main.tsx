// The full-stack floor: the whole stack the design card fixes (react, react-dom,
// TanStack Router and Query, react-hook-form, zod, the Radix dialog), each used
// once the way the console uses it, no data. The console's first-load JavaScript
// is measured against it (npm run bench).
import { NameForm, startFloor } from './stack';

startFloor(() => (
  <>
    <h1>Full-stack floor: the design card's stack, no data</h1>
    <NameForm />
  </>
));
