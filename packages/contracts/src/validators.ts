import { PASSWORD_MIN_LENGTH, VALIDATION } from './messages';

/**
 * Form rules as plain functions, shared by the UI (which must not pull zod into its bundles) and the
 * API's zod schemas (which call them), so each rule and message exists once.
 */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** A standard email pattern, checked in addition to the basic shape. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function emailError(value: string | undefined, invalidMessage: string): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return VALIDATION.emailRequired;
  if (v.length > 254 || !EMAIL_PATTERN.test(v)) return invalidMessage;
  return undefined;
}

export function passwordError(value: string | undefined): string | undefined {
  if (!value) return VALIDATION.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordMin;
  return undefined;
}

const required = (value: string | undefined, message: string) => ((value ?? '').trim() ? undefined : message);

const compact = <K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<K>;

export interface LoginValues {
  email: string;
  password: string;
}
export function validateLogin(v: Partial<LoginValues>): FieldErrors<keyof LoginValues> {
  return compact({
    email: emailError(v.email, VALIDATION.emailInvalidShort),
    password: v.password ? undefined : VALIDATION.passwordRequired,
  });
}

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  password: string;
  companyName?: string;
}
export function validateSignup(v: Partial<SignupValues>): FieldErrors<keyof SignupValues> {
  return compact({
    firstName: required(v.firstName, VALIDATION.firstNameRequired),
    lastName: required(v.lastName, VALIDATION.lastNameRequired),
    email: emailError(v.email, VALIDATION.emailInvalid),
    country: required(v.country, VALIDATION.countryRequired),
    password: passwordError(v.password),
    companyName: undefined,
  });
}

export function validateForgotPassword(v: { email?: string }): FieldErrors<'email'> {
  return compact({ email: emailError(v.email, VALIDATION.emailInvalidShort) });
}

export interface ResetValues {
  email: string;
  password: string;
  confirmPassword: string;
}
export function validateResetPassword(v: Partial<ResetValues>): FieldErrors<keyof ResetValues> {
  return compact({
    email: emailError(v.email, VALIDATION.emailInvalid),
    password: passwordError(v.password),
    confirmPassword: !v.confirmPassword
      ? VALIDATION.confirmPasswordRequired
      : v.confirmPassword !== v.password
        ? VALIDATION.passwordsMustMatch
        : undefined,
  });
}

/** The invite-acceptance password rule: 8+ characters with an upper- and lowercase letter and a digit. */
export function invitePasswordError(value: string | undefined): string | undefined {
  if (!value || value.length < PASSWORD_MIN_LENGTH) return VALIDATION.invitePasswordMin;
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/[0-9]/.test(value)) {
    return VALIDATION.invitePasswordStrength;
  }
  return undefined;
}

export interface AcceptInviteNewUserValues {
  firstName: string;
  lastName: string;
  country: string;
  password: string;
}
export function validateAcceptInviteNewUser(
  v: Partial<AcceptInviteNewUserValues>,
): FieldErrors<keyof AcceptInviteNewUserValues> {
  return compact({
    firstName: required(v.firstName, VALIDATION.inviteFirstNameRequired),
    lastName: required(v.lastName, VALIDATION.inviteLastNameRequired),
    country: required(v.country, VALIDATION.countryRequired),
    password: invitePasswordError(v.password),
  });
}

export interface InviteValues {
  email: string;
  roleId: string;
}
export function validateInvite(v: Partial<InviteValues>): FieldErrors<keyof InviteValues> {
  const email = (v.email ?? '').trim();
  return compact({
    email: email ? emailError(email, VALIDATION.emailInvalid) : VALIDATION.inviteEmailRequired,
    roleId: required(v.roleId, VALIDATION.roleRequired),
  });
}

export function validateAccountName(v: { name?: string }): FieldErrors<'name'> {
  return compact({ name: required(v.name, VALIDATION.accountNameRequired) });
}
