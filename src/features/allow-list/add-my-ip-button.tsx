import { useAddAllowedIp } from './allow-list-queries';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';

export function AddMyIpButton({ workgroupID, currentIp, covered }: { workgroupID: string; currentIp: string; covered: boolean }) {
  const add = useAddAllowedIp(workgroupID);
  const send = useSendOnce();
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
          onClick={() => send(() => add.mutateAsync(body()).then(() => toast({ tone: 'success', title: `${parsed.normalized} added to the allow list` })))}
        >
          {add.isPending ? 'Adding…' : covered ? 'Your address is already covered' : `Add my current IP (${parsed.normalized})`}
        </button>
        {!covered && <CopyRequest operation="addAllowedIp" args={() => ({ params: { workgroupID }, body: body() })} />}
      </div>
      <FormError error={add.error} title="Your address was not added" takeFocus />
    </div>
  );
}
