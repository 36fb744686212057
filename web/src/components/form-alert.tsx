import { forwardRef, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The one place a form reports a failure: announced at once, and focusable for keyboard users. */
export const FormAlert = forwardRef<HTMLParagraphElement, { id: string; message: string | null }>(function FormAlert({ id, message }, ref) {
  return (
    <p id={id} ref={ref} className="form-alert" role="alert" tabIndex={-1} hidden={!message}>
      {message}
    </p>
  );
});

/**
 * A form's alert: `show(message)` renders it before moving focus to it, so screen readers read
 * it out and keyboard users land on it; `show(null)` clears it.
 */
export function useFormAlert() {
  const [message, setMessage] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  const show = useCallback((next: string | null) => {
    flushSync(() => setMessage(next));
    if (next) ref.current?.focus();
  }, []);
  return { message, ref, show };
}
