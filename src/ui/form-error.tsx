import { adviceFor, isApiError } from '@/api/api-error';
import { CopyButton } from './copy-button';
import { formFieldFor, type ServerErrorFields } from './form-helpers';

interface FormErrorProps {
  error: unknown;
  title?: string;
  /** The form's fields (useServerErrors): details that land on them are not repeated here. */
  form?: ServerErrorFields;
}

/** The form-level message of a failed request: its Reason, what to do, and the RequestID. */
export function FormError({ error, title = 'The request failed', form }: FormErrorProps) {
  const fields = form?.fields;
  const alias = form?.alias ?? {};
  if (!error) return null;
  const apiError = isApiError(error) ? error : undefined;
  const onFields =
    apiError &&
    fields &&
    !apiError.quotaExceeded &&
    apiError.details.length > 0 &&
    apiError.details.every((d) => d.FieldName && fields.includes(formFieldFor(d.FieldName, fields, alias)));
  const reason = onFields
    ? `The service rejected ${apiError.details.length === 1 ? 'a field' : `${apiError.details.length} fields`}: see the message beside ${apiError.details.length === 1 ? 'it' : 'them'}.`
    : apiError
      ? apiError.reason
      : error instanceof Error
        ? error.message
        : String(error);
  const advice = apiError && !onFields ? adviceFor(apiError) : '';
  return (
    <div className="form-error" role="alert">
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
