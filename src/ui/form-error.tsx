import { useEffect, useRef } from 'react';
import { adviceFor, isApiError } from '@/api/api-error';
import { CopyButton } from './copy-button';
import { formFieldFor, type ServerErrorFields } from './server-error-fields';

interface FormErrorProps {
  error: unknown;
  title?: string;
  /** The form's fields (useServerErrors): details that land on them are not repeated here. */
  form?: ServerErrorFields;
  /**
   * The error is the refusal of what the person just sent (a form's, a confirmation's, a one-click action's): each new
   * one takes focus, unless the form put a detail beside a field, which took it. On by default for a form's banner.
   */
  takeFocus?: boolean;
}

/** The form-level message of a failed request: its Reason, what to do, and the RequestID. */
export function FormError({ error, title = 'The request failed', form, takeFocus = form !== undefined }: FormErrorProps) {
  const box = useRef<HTMLDivElement>(null);
  const fields = form?.fields;
  const alias = form?.alias ?? {};
  const apiError = isApiError(error) ? error : undefined;
  const onField = (d: { FieldName?: string }) => Boolean(d.FieldName && fields?.includes(formFieldFor(d.FieldName, fields, alias)));
  // The one rule of where focus goes after a refusal: to the refused field (useServerErrors' apply focused the first), else here.
  const placed = apiError && fields ? apiError.details.filter(onField).length : 0;
  useEffect(() => {
    // Focus was on the button that sent (disabled while the request ran, so fallen to the page) or in the form: what to read next is here.
    if (takeFocus && error && placed === 0) box.current?.focus();
  }, [error, takeFocus, placed]);
  if (!error) return null;
  const onFields = apiError && fields && !apiError.quotaExceeded && apiError.details.length > 0 && apiError.details.every(onField);
  const reason = onFields
    ? `The service rejected ${apiError.details.length === 1 ? 'a field' : `${apiError.details.length} fields`}: see the message beside ${apiError.details.length === 1 ? 'it' : 'them'}.`
    : apiError
      ? apiError.reason
      : error instanceof Error
        ? error.message
        : String(error);
  const advice = apiError && !onFields ? adviceFor(apiError) : '';
  return (
    <div className="form-error" role="alert" tabIndex={-1} ref={box}>
      <strong>{title}</strong>
      <p>{reason}</p>
      {advice && <p className="muted">{advice}</p>}
      {apiError?.requestId && (
        <p className="request-id">
          Request ID <code>{apiError.requestId}</code> <CopyButton value={apiError.requestId} label="Copy request ID" />
        </p>
      )}
    </div>
  );
}
