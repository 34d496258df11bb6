import { useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RepeatKind, WeekDay } from '@/kernel/schedule-schema';
import { orgQueries } from '@/kernel/org-queries';
import { quotaCheck } from '@/kernel/quota-check';
import { clearDraft, readDraft, withDraft } from '@/lib/drafts';
import { DraftNotice } from '@/ui/form-draft';
import { lazyNamed } from '@/ui/lazy';
import { StillFormSlot, stillFormProps, type FormCarry } from '@/ui/still-form';
import { blankSchedule, fromSchedule, scheduleDraftKey, type ScheduleFormValues } from './schedule-form';
import { ScheduleFormBody, useSchedulePreview, type Bind } from './schedule-form-body';

// The form's code (the form library, the schema, saving) comes when the admin reaches for the form, in a file of its own.
const ScheduleEditor = lazyNamed(() => import('./schedule-editor'), 'ScheduleEditor');
type Props = Omit<ComponentProps<typeof ScheduleEditor>, 'carry'>;

/**
 * The form's fields, preview and buttons as it draws them, before its code has come: what is chosen and typed is kept (and
 * shown: the sentence, the fields a repeat needs, the next runs), and pointing at the form, focusing or sending it asks for
 * the code; the form then takes over what was typed and where the focus was (schedule-editor.tsx).
 */
function StillScheduleForm({
  props,
  draftKey,
  carry,
  onIntent,
}: {
  props: Props;
  draftKey: string;
  carry: FormCarry<ScheduleFormValues>;
  onIntent: () => void;
}) {
  const { workgroupID, workspaceID, schedules, editing, sizes, workspace } = props;
  const [start] = useState(() => (editing ? fromSchedule(editing) : blankSchedule()));
  const [initial] = useState(() => withDraft(draftKey, start));
  const [values, setValues] = useState(initial);
  const [restored, setRestored] = useState(() => readDraft(draftKey) !== undefined);
  const set = (changed: Partial<ScheduleFormValues>) => {
    Object.assign(carry.values, changed);
    setValues((v) => ({ ...v, ...changed }));
  };
  // As in the form: one the admin has not touched, or without a size, sets nothing yet and cannot clash.
  const mayClash = Boolean(values.workspace_type_name) && (Boolean(editing) || JSON.stringify(values) !== JSON.stringify(initial));
  const shown = useSchedulePreview(values, { workspaceID, schedules, editing, mayClash });
  const check = quotaCheck(useQuery(orgQueries.quota()).data, sizes);
  const bind: Bind = (name, option) =>
    name === 'repeat'
      ? { name, checked: values.repeat === option, onChange: () => set({ repeat: option as RepeatKind }) }
      : name === 'days'
        ? {
            name,
            checked: values.days.includes(option as WeekDay),
            onChange: (e) => set({ days: e.currentTarget.checked ? [...values.days, option as WeekDay] : values.days.filter((d) => d !== option) }),
          }
        : { name, value: values[name], onChange: (e) => set({ [name]: e.currentTarget.value }) };
  return (
    <form className="form form-wide" {...stillFormProps(carry, onIntent)}>
      <ScheduleFormBody
        workgroupID={workgroupID}
        workspaceID={workspaceID}
        values={values}
        shown={shown}
        bind={bind}
        sizeSelect={{ name: 'workspace_type_name', value: values.workspace_type_name, onChange: (e) => set({ workspace_type_name: e.currentTarget.value }) }}
        zone={{ name: 'timezone', value: values.timezone, onChange: (e) => set({ timezone: e.target.value }) }}
        sizes={sizes}
        check={check}
        workspace={workspace}
        editing={editing}
        notices={
          <DraftNotice
            draft={{
              restored,
              discard: () => {
                clearDraft(draftKey);
                setRestored(false);
                carry.values = {};
                setValues(start);
              },
            }}
          />
        }
        onCancel={props.onDone}
        current={() => values}
      />
    </form>
  );
}

/**
 * The schedule editor: drawn at once as a still form, its code loaded when it is wanted: when the admin reaches for it,
 * or at once to edit a schedule or to restore a draft (the form keeps drafts).
 */
export function ScheduleEditorSlot(props: Props) {
  const draftKey = scheduleDraftKey(props.workgroupID, props.workspaceID, props.editing);
  return (
    <StillFormSlot<ScheduleFormValues>
      name={draftKey}
      atOnce={Boolean(props.editing) || readDraft(draftKey) !== undefined}
      still={(carry, onIntent) => <StillScheduleForm key={draftKey} props={props} draftKey={draftKey} carry={carry} onIntent={onIntent} />}
      form={(carry) => <ScheduleEditor {...props} carry={carry} />}
    />
  );
}
