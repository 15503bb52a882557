import {
  estimatePasswordStrength,
  loadPasswordStrength,
  MEMBER_PASSWORD_MIN_SCORE,
  type PasswordStrength,
} from '@contract/password-strength';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocalizer } from '@client/lib/localize';
import { cn } from '@client/lib/utils';

/** Typing is estimated once it pauses this long: zxcvbn takes milliseconds per estimate. */
const PAUSE_MS = 200;

/**
 * The estimate of `password` by the rule the server applies. Mounting it starts loading the
 * estimator (its own chunk, with the dictionaries), so only screens that choose a password pay
 * for it; undefined while it loads and for an empty password.
 */
export function usePasswordStrength(password: string): PasswordStrength | undefined {
  const [loaded, setLoaded] = useState(() => estimatePasswordStrength('') !== undefined);
  // The password as it was when typing last paused.
  const [settled, setSettled] = useState(password);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadPasswordStrength().then(
      () => live && setLoaded(true),
      // A failed download leaves the meter silent; submitting tries again, and the server decides.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(password), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [password]);

  const strength = useMemo(
    () => (loaded && settled !== '' ? estimatePasswordStrength(settled) : undefined),
    [loaded, settled],
  );
  return password === '' ? undefined : strength;
}

const BAR_COLOURS = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-green-700', 'bg-green-700'];

/**
 * How hard the password being chosen is to guess: four bars and, for people who cannot see
 * colour or bars, the same verdict in words with zxcvbn's advice (English, which the localizer
 * shows in the page's language), announced politely as it changes.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const strength = usePasswordStrength(password);
  const enough = strength !== undefined && strength.score >= MEMBER_PASSWORD_MIN_SCORE;
  const advice =
    strength && !enough ? (strength.feedback.warning ?? strength.feedback.suggestions[0]) : null;
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              strength && strength.score >= bar ? BAR_COLOURS[strength.score] : 'bg-navy-100',
            )}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-5 text-xs text-slate-700">
        {strength ? (
          <>
            <span className="font-medium">
              {intl.formatMessage({ id: 'password.strength' }, { score: strength.score })}
            </span>{' '}
            {intl.formatMessage({ id: enough ? 'password.enough' : 'password.tooEasy' })}
            {advice ? ` ${localizer.text(advice)}` : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
