/**
 * The shared administrator has two-step verification on (e2e/global-setup.ts enrols it): these
 * helpers answer its code as its phone would. A code's time step can be used once, so each code
 * handed out is of a step after the last one used, remembered in the server's data folder (test
 * files run in separate workers, one after another); when the next free step is ahead of the
 * server's tolerance the helper waits for it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import { inject } from 'vitest';
import { E2E_ADMIN } from './accounts';
import { dataDir } from './env';

const STEP_S = 30;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Base32 secret of E2E_ADMIN's authenticator, enrolled by e2e/global-setup.ts. */
    adminTotpSecret: string;
  }
}

export const adminTotpSecret = (): string => inject('adminTotpSecret');

const stepFile = (folder: string) => path.join(folder, 'e2e-admin-totp-step');

/** Notes `step` as used by E2E_ADMIN (global setup, after enrolling). */
export function rememberAdminStep(folder: string, step: number): void {
  writeFileSync(stepFile(folder), String(step));
}

export const currentStep = (ms = Date.now()) => Math.floor(ms / 1000 / STEP_S);

/** The code of `secret` for time step `step`. */
export const codeAt = (secret: string, step: number): string =>
  generateSync({ secret, epoch: step * STEP_S });

/**
 * A fresh code of E2E_ADMIN: of the current time step, or a later one when that was used (the
 * server accepts the next step too; beyond that, this waits).
 */
export async function nextAdminCode(): Promise<string> {
  const file = stepFile(dataDir());
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) || 0 : 0;
  const now = currentStep();
  const step = Math.max(now, last + 1);
  if (step > now + 1) {
    const wait = (step - 1) * STEP_S * 1000 - Date.now() + 500;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  rememberAdminStep(dataDir(), step);
  return codeAt(adminTotpSecret(), step);
}

/** A code for `email` when the sign-in asks for one: only the shared administrator has one. */
export async function codeFor(email: string): Promise<string> {
  if (email.toLowerCase() !== E2E_ADMIN.email) {
    throw new Error(`${email} asks for a second factor, but only E2E_ADMIN's secret is known`);
  }
  return nextAdminCode();
}
