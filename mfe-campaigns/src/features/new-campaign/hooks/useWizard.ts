import { useRef, useState } from 'react';
import {
  type Errors,
  initialValues,
  type PromptItem,
  stepOfField,
  type StepIndex,
  validateBasicInfo,
  validatePromptSetup,
  type WizardValues,
} from '../wizard';
import type { PromptMethod } from '@lantern/contracts';

/** Fields step 1 checks on its own (the others only the server checks). */
const isLocalField = (key: string) =>
  ['name', 'websiteUrl', 'location', 'breadth', 'depth', 'platforms'].includes(key) ||
  /^competitors\.\d+\.name$/.test(key);

/** Which field shows a server message: `keywords.3` under keywords, a competitor's domain on its row. */
export function fieldOfServerKey(key: string): string {
  const competitor = /^competitors\.(\d+)\.(name|domains?)/.exec(key);
  if (competitor) return `competitors.${competitor[1]}.${competitor[2] === 'name' ? 'name' : 'domain'}`;
  return key.split('.')[0]!;
}

/** The fields a step shows; anything else the server names goes in the form-level message. */
const SHOWN = new Set([
  'name',
  'websiteUrl',
  'location',
  'promptType',
  'breadth',
  'depth',
  'keywords',
  'competitors',
  'platforms',
  'samples',
  'schedule',
  'prompts',
  'promptMethod',
]);
const isShown = (field: string) => SHOWN.has(field.split('.')[0]!) && field !== 'competitors';

/**
 * The wizard's values, field errors and step. Step 1 fields validate on blur and on Next; a field that
 * shows an error re-validates as it changes.
 */
export function useWizard(promptLimit: number | null | undefined) {
  const [values, setValues] = useState<WizardValues>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [step, setStep] = useState<StepIndex>(0);
  // The latest values, for changes that land after an await (a generated or imported list).
  const latest = useRef(values);

  const update = <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (Object.keys(errors).length === 0) return;
    const local = validateBasicInfo(next);
    const kept: Errors = {};
    for (const [key, message] of Object.entries(errors)) {
      const own = key === field || key.startsWith(`${String(field)}.`);
      if (isLocalField(key)) {
        if (local[key]) kept[key] = local[key];
      } else if (key === 'prompts') {
        const now = validatePromptSetup(next, promptLimit).prompts;
        if (now) kept[key] = now;
      } else if (!own) kept[key] = message;
    }
    setErrors(kept);
  };

  /** Replaces a method's list, or changes it from its latest state. */
  const setPrompts = (
    method: PromptMethod,
    next: PromptItem[] | ((current: PromptItem[]) => PromptItem[]),
  ) => {
    const prompts = latest.current.prompts;
    update('prompts', { ...prompts, [method]: typeof next === 'function' ? next(prompts[method]) : next });
  };

  /** Shows (or clears) the message of one step 1 field when it loses focus. */
  const blur = (field: string) => {
    const message = validateBasicInfo(values)[field];
    setErrors((current) => {
      const { [field]: _old, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  /** Validates the current step; moves on when it passes. Returns whether it did. */
  const next = (): boolean => {
    const found =
      step === 0 ? validateBasicInfo(values) : step === 1 ? validatePromptSetup(values, promptLimit) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setStep((s) => Math.min(2, s + 1) as StepIndex);
    return true;
  };
  const back = () => setStep((s) => Math.max(0, s - 1) as StepIndex);

  /**
   * Puts a 400's field messages on their fields and goes back to the first step holding one.
   * Returns the messages no field shows.
   */
  const showServerErrors = (fieldErrors: Record<string, string>): string[] => {
    const mapped: Errors = {};
    const unshown: string[] = [];
    for (const [key, message] of Object.entries(fieldErrors)) {
      const field = fieldOfServerKey(key);
      if (isShown(field)) mapped[field] ??= message;
      else unshown.push(message);
    }
    setErrors(mapped);
    const steps = Object.keys(mapped).map(stepOfField);
    if (steps.length > 0) setStep(Math.min(...steps) as StepIndex);
    return unshown;
  };

  return { values, errors, step, update, setPrompts, blur, next, back, showServerErrors };
}

export type Wizard = ReturnType<typeof useWizard>;
