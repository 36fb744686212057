import { forwardRef } from 'react';

/** The one place a form reports a failure: announced at once, and focusable for keyboard users. */
export const FormAlert = forwardRef<HTMLParagraphElement, { id: string; message: string | null }>(function FormAlert({ id, message }, ref) {
  return (
    <p id={id} ref={ref} className="form-alert" role="alert" tabIndex={-1} hidden={!message}>
      {message}
    </p>
  );
});
