import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

/**
 * A labelled input with its error message below, tied together for assistive technology
 * (`aria-invalid`, `aria-describedby`). Spread react-hook-form's `register(...)` into it.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string | undefined; hint?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
