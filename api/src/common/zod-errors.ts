import type { ZodError } from 'zod';
import { AppError } from './app-error';

/** Turns a zod failure into the API's 400: the first message as `message`, one message per field. */
export function validationError(error: ZodError, location: string): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : location;
    if (!(key in errors)) errors[key] = unrecognizedMessage(issue) ?? issue.message;
  }
  const first = Object.values(errors)[0] ?? 'Invalid request';
  return AppError.validation(first, errors);
}

function unrecognizedMessage(issue: ZodError['issues'][number]): string | undefined {
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}`;
  return undefined;
}
