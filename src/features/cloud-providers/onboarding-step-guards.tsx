import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CloudProvider } from '@/kernel/cloud-provider-schema';
import { onboardingSteps } from './onboarding-steps';
import type { WizardValues } from './onboarding-draft';

/** What the wizard's checks say of the values up to a step (onboarding-form.ts `stepErrors`). */
type StepErrors = (values: WizardValues, step: number) => Record<string, string>;

/** The name of a provider this organization already has under this name (case and spaces aside). */
export function takenName(providers: readonly Pick<CloudProvider, 'name'>[] | undefined, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? providers?.find((p) => p.name.trim().toLowerCase() === wanted)?.name : undefined;
}

export const nameTakenMessage = (taken: string) => `A cloud provider named "${taken}" already exists; choose another name`;

/**
 * After Next was pressed on a step, each of its fields is checked again as it changes (as react-hook-form does after a
 * submit): a message goes as soon as the field is valid, changes with what is still wrong, or comes back when it is
 * wrong again, instead of waiting for the next Next. The name is also checked against the providers already listed
 * (`listed`, read when Next looked). Returns what Next calls to mark its step as tried.
 */
export function useRecheckOnChange(
  form: UseFormReturn<WizardValues>,
  step: number,
  stepErrors: StepErrors | undefined,
  listed: () => readonly Pick<CloudProvider, 'name'>[] | undefined,
): (step: number) => void {
  const tried = useRef(new Set<number>());
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (!name || !stepErrors) return;
      const itsStep = onboardingSteps.findIndex((s) => (s.fields as readonly string[]).includes(name));
      if (!form.getFieldState(name).error && !tried.current.has(itsStep)) return;
      const values = form.getValues();
      const taken = name === 'name' ? takenName(listed(), values.name) : undefined;
      const message = stepErrors(values, step)[name] ?? (taken ? nameTakenMessage(taken) : undefined);
      if (!message) form.clearErrors(name);
      else if (message !== form.getFieldState(name).error?.message) form.setError(name, { type: 'step', message });
    });
    return () => sub.unsubscribe();
  }, [form, step, stepErrors, listed]);
  return useCallback((s: number) => void tried.current.add(s), []);
}

interface Held {
  /** The step asked for (0-based). */
  asked: number;
  /** The first thing missing from the step that opened instead. */
  reason: string;
}

/**
 * A step asked for by its address (a link, a bookmark, a fresh tab) whose earlier steps are not complete: the first
 * incomplete step opens instead, the address follows it (replaced, so Back does not return to the refused one), and
 * the screen says why. Cleared when the person moves to another step.
 */
export function useHeldStep(
  requested: number,
  blocking: number,
  stepErrors: StepErrors | undefined,
  values: () => WizardValues,
  redirect: (step: number) => void,
): [Held | undefined, () => void] {
  const [held, setHeld] = useState<Held>();
  useEffect(() => {
    if (blocking < 0 || requested <= blocking || !stepErrors) return;
    const reason = Object.values(stepErrors(values(), blocking))[0] ?? 'it is not complete';
    setHeld({ asked: requested, reason });
    redirect(blocking);
  }, [requested, blocking, stepErrors, values, redirect]);
  return [held, () => setHeld(undefined)];
}

export function HeldStepNotice({ held, step }: { held: Held; step: number }) {
  return (
    <p className="notice" role="status" style={{ marginBottom: '1rem' }}>
      <strong>
        Step {held.asked + 1}, {onboardingSteps[held.asked]?.title}, opens once the steps before it are complete.
      </strong>{' '}
      Step {step + 1}, {onboardingSteps[step]?.title}, is open instead: {held.reason.replace(/\.$/, '')}.
    </p>
  );
}

/**
 * Focus on a step's heading once that step has rendered, by every way of moving (Next, Back, the step list, the
 * review's Edit): the first Next suspends the wizard a moment while its checks arrive, and focusing a frame after the
 * move found the step being left (hidden) or nothing, so focus fell to the page. Returns the heading's ref and what a
 * move calls with the step it goes to.
 */
export function useStepFocus(step: number): [RefObject<HTMLHeadingElement | null>, (to: number) => void] {
  const heading = useRef<HTMLHeadingElement>(null);
  const arriving = useRef<number>(undefined);
  useEffect(() => {
    if (arriving.current !== step) return;
    arriving.current = undefined;
    heading.current?.focus();
  }, [step]);
  return [heading, useCallback((to: number) => void (arriving.current = to), [])];
}
