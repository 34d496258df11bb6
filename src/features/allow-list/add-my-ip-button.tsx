import { useAddAllowedIp } from './allow-list-queries';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { FormError } from '@/ui/form-error';
import { useSubmitLock } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';

export function AddMyIpButton({ workgroupID, currentIp, covered }: { workgroupID: string; currentIp: string; covered: boolean }) {
  const add = useAddAllowedIp(workgroupID);
  const lock = useSubmitLock();
  const parsed = parseAllowListAddress(currentIp);
  if (!parsed.ok) return <p className="muted small">Your address could not be read, so it cannot be added in one click.</p>;
  const body = () => ({ cidr: parsed.normalized, note: `My address, added ${new Date().toISOString().slice(0, 10)}` });
  return (
    <div className="stack">
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={covered || add.isPending}
          onClick={() =>
            lock(async () => {
              try {
                await add.mutateAsync(body());
                toast({ tone: 'success', title: `${parsed.normalized} added to the allow list` });
              } catch {
                // Shown below with its RequestID.
              }
            })
          }
        >
          {add.isPending ? 'Adding…' : covered ? 'Your address is already covered' : `Add my current IP (${parsed.normalized})`}
        </button>
        {!covered && <CopyRequest operation="addAllowedIp" args={() => ({ params: { workgroupID }, body: body() })} />}
      </div>
      <FormError error={add.error} title="Your address was not added" takeFocus />
    </div>
  );
}
