// The data floor: the full-stack floor (bench/floor-full) whose heading is one read's
// answer (a workgroup, as the embedded control plane sends it, compressed by the same
// static handler), asked for by the page itself. What a screen whose largest paint is
// data costs with the stack and nothing of the console's own: for reading beside the
// data screens (npm run bench), not a budget.
import { useSuspenseQuery } from '@tanstack/react-query';
import { NameForm, startFloor } from '../../floor-full/src/stack';

/** The read's heading and its workspaces, as a data screen shows them. */
function Workgroup() {
  const { data } = useSuspenseQuery({
    queryKey: ['workgroup'],
    queryFn: () =>
      fetch('/workgroup.json', { mode: 'cors' }).then(
        (r) => r.json() as Promise<{ Result: { name: string; workspaces: { workspace_id: string; name: string; status: string }[] } }>,
      ),
  });
  return (
    <>
      <h1>{data.Result.name}</h1>
      <ul>
        {data.Result.workspaces.map((w) => (
          <li key={w.workspace_id}>
            {w.name}: {w.status}
          </li>
        ))}
      </ul>
    </>
  );
}

startFloor(() => (
  <>
    <Workgroup />
    <NameForm />
  </>
));
