import { useId, type ComponentProps, type ReactNode } from 'react';
import { useLocalizer } from '@client/lib/localize';
import { cn } from '@client/lib/utils';
import { Input } from './input';
import { Label } from './label';

/*
 * Labelled controls with their hint and error below, tied together for assistive technology
 * (`aria-invalid`, `aria-describedby`). Spread react-hook-form's `register(...)` into them. An
 * error is the contract's or the server's English message: it is shown in the page's language
 * (client/src/lib/localize.ts).
 */

const control =
  'flex w-full min-w-0 rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 sm:text-sm';

function useDescribed(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}

function Below({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs break-words text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </>
  );
}

/** A field's error message in the page's language, for controls laid out by hand. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const localizer = useLocalizer();
  return message ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {localizer.text(message)}
    </p>
  ) : null;
}

export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className="space-y-2">
      <Label htmlFor={controlId}>{label}</Label>
      <textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(control, className)}
        {...props}
      />
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  className,
  ...props
}: ComponentProps<'select'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className="space-y-2">
      <Label htmlFor={controlId}>{label}</Label>
      <select
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(control, 'h-10 py-0', className)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function CheckboxField({
  label,
  hint,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: ReactNode }) {
  const { controlId, hintId, describedBy } = useDescribed(id, hint, undefined);
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          id={controlId}
          type="checkbox"
          aria-describedby={describedBy}
          className="size-4 shrink-0 accent-navy-800"
          {...props}
        />
        <Label htmlFor={controlId}>{label}</Label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-6 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  id,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  const { controlId, hintId, errorId, describedBy } = useDescribed(id, hint, error);
  return (
    <div className="space-y-2">
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <Below hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
