import { type FormEvent, useState } from 'react';
import type { ZodType } from 'zod';
import { errorMessage } from '../../../lib/error-message';

/**
 * The state of a one-field form (OneFieldForm): the value, its client-side check with the shared schema,
 * the busy flag, and the error `send` reports (its text, or undefined when it succeeded).
 */
export function useOneFieldForm<T>(options: {
  initial: string;
  schema: ZodType<T, string>;
  initialError?: string;
  send: (value: T) => Promise<string | undefined>;
}) {
  const [value, setValue] = useState(options.initial);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | undefined>(options.initialError);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = options.schema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setIsBusy(true);
    try {
      setError(await options.send(parsed.data));
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred'));
    } finally {
      setIsBusy(false);
    }
  }

  return { value, setValue, fieldError, error, isBusy, onSubmit };
}

export type OneFieldFormState = ReturnType<typeof useOneFieldForm>;
