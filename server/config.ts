import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { FeeRule } from '../contract/donations';
import type { S3Settings } from './infra/s3-object-store';
import { adminPasswordField } from './password-strength';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocol = (protocols: string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length (`10.0.0.0/8`, `::1/128`). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For), as
 * Fastify's `trustProxy` takes it: `false` (the default: the socket's address is the client),
 * `true` (trust every hop: only when nothing can reach the server but the proxy), a hop count,
 * or a comma-separated list of addresses and CIDR ranges. Rate limits count per client address,
 * so behind a proxy this decides whether visitors share one bucket.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 100) return hops;
    }
    const entries = value.split(',').map((v) => v.trim());
    const bad = entries.filter((v) => !isAddressOrCidr(v));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be true, false, a hop count (1-100) or a comma-separated list of addresses or ' +
        `CIDR ranges; not understood: ${bad.map((v) => JSON.stringify(v)).join(', ')}`,
    });
    return z.NEVER;
  });

/** The bucket's folders the site's own files live in (server/infra/storage.ts). */
export const BUCKET_FOLDERS = { uploads: 'uploads/', media: 'media/', audio: 'audio/' } as const;
const SITE_PREFIXES = Object.values(BUCKET_FOLDERS);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxySchema,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(urlWithProtocol(['postgres:', 'postgresql:']).optional()),
  PUBLIC_URL: optionalString.pipe(urlWithProtocol(['http:', 'https:']).optional()),
  /**
   * The origin passkeys are used on, when it is not PUBLIC_URL's (a test server browsed at
   * http://localhost:<port>): WebAuthn refuses IP addresses as relying-party IDs.
   */
  WEBAUTHN_ORIGIN: optionalString.pipe(
    urlWithProtocol(['http:', 'https:'])
      .refine((v) => !URL.canParse(v) || new URL(v).origin === v.replace(/\/+$/, ''), {
        message: 'must be an origin only (scheme, host and port; no path)',
      })
      .optional(),
  ),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(adminPasswordField.optional()),
  SMTP_URL: optionalString.pipe(urlWithProtocol(['smtp:', 'smtps:']).optional()),
  /** Newsletter messages per second at most (a mail provider's sending limit); unset: no limit. */
  NEWSLETTER_MAX_PER_SECOND: z.coerce.number().positive().max(10_000).optional(),
  /**
   * How long a process's claim on newsletter rows lasts without renewal: the longest a process
   * that died leaves its rows waiting for another (renewed every third of it while alive).
   */
  NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(3).max(3_600).default(60),
  MAIL_FROM: optionalString,
  /** Where contact messages go; the administrators' addresses without it. */
  CONTACT_TO: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Another address for Stripe's API: a local stand-in (stripe-mock, or the tests' own) so a
   * whole server can take gifts without the internet. Unset in production.
   */
  STRIPE_API_URL: optionalString.pipe(urlWithProtocol(['http:', 'https:']).optional()),
  /** The card fee a donor may cover: Stripe's US card price by default (2.9% + 30¢). */
  DONATION_FEE_PERCENT: z.coerce.number().min(0).max(50).default(2.9),
  DONATION_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(10_000).default(30),
  UPLOAD_DIR: optionalString,
  /** Published images (covers): served to everyone at /media/. */
  MEDIA_DIR: optionalString,
  ADMIN_NOTIFY_EMAIL: optionalString.pipe(
    z.email({ error: 'must be an e-mail address' }).optional(),
  ),
  /** What one member may send in an hour, and keep in all (administrators are not limited). */
  MEMBER_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  MEMBER_UPLOAD_MB_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  MEMBER_STORAGE_MB: z.coerce.number().int().min(1).max(10_000_000).default(500),
  /**
   * New accounts per network address in an hour: a church signing people up on its own Wi-Fi
   * at an event may need more than the default.
   */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Sign-in attempts per network address in 15 minutes (each account has its own limit too). */
  SIGN_INS_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * E-mail links followed (address verification, e-mail change) per network address in 15
   * minutes: an event's shared Wi-Fi, where many people confirm at once, may need more.
   */
  EMAIL_LINKS_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Member messages within this many minutes of a notice are told in one mail at its end. */
  ADMIN_NOTIFY_FOLD_MINUTES: z.coerce.number().min(0).max(1440).default(5),
  /** Days a prayer request stays on the wall; its requester is asked a week before. */
  PRAYER_EXPIRY_DAYS: z.coerce.number().int().min(8).max(365).default(30),
  /** `off`: public and members' prayer requests appear without a moderator's approval. */
  PRAYER_APPROVAL: z.enum(['on', 'off']).default('on'),
  /** Days the audit trail keeps an entry (two years unless the law where you are says otherwise). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(730),
  /**
   * On SIGTERM, how long /readyz answers 503 while everything else is still served, before the
   * process stops listening: time for a balancer that polls /readyz to stop sending it visitors.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  BACKUP_DIR: optionalString,
  /**
   * Keep the site's backups in the S3 bucket under this prefix (`backups/`) instead of
   * BACKUP_DIR, which then only holds the archive being made: another place than the machine.
   */
  BACKUP_S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\/?$/, {
        error: 'lower-case letters, digits, - and _ in parts separated by /, like backups/',
      })
      .transform((prefix) => (prefix.endsWith('/') ? prefix : `${prefix}/`))
      .refine((prefix) => !SITE_PREFIXES.some((taken) => prefix.startsWith(taken)), {
        error: `must not be one of the site's own folders (${SITE_PREFIXES.join(', ')})`,
      })
      .optional(),
  ),
  /** 0 turns scheduled backups off. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  BACKUP_BEFORE_MIGRATE: optionalString.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalString.pipe(urlWithProtocol(['redis:', 'rediss:']).optional()),
  /** The Swagger UI pages at /api/docs: on in development, off in production unless `true`. */
  API_DOCS: optionalString.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  /** An S3-compatible bucket for attachments and images; local directories without it. */
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
      })
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(urlWithProtocol(['http:', 'https:']).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  GA_MEASUREMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must look like G-XXXXXXXXXX' })
      .optional(),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Fastify's `trustProxy`: whose X-Forwarded-For names the client (see TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Passkeys' relying party: `origin` is the only page origin whose passkey ceremonies count and
   * `rpId` its host name (WEBAUTHN_ORIGIN, else PUBLIC_URL's origin).
   */
  webauthn: { rpId: string; origin: string };
  sessionSecret: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  newsletterMaxPerSecond: number | undefined;
  newsletterLeaseMs: number;
  contactTo: string | undefined;
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** STRIPE_API_URL: Stripe's API elsewhere (a local stand-in). */
    apiUrl?: string;
  };
  /** What "cover the fees" adds to a gift (DONATION_FEE_PERCENT, DONATION_FEE_FIXED_CENTS). */
  donationFee: FeeRule;
  uploadDir: string;
  /** Renditions of the admin's uploaded images (served at /media/). */
  mediaDir: string;
  /**
   * The S3-compatible bucket that keeps attachments (`uploads/`) and images (`media/`) instead
   * of uploadDir and mediaDir, when S3_BUCKET is set.
   */
  s3: S3Settings | undefined;
  /** Who hears of members' messages; without it, every administrator. */
  adminNotifyEmail: string | undefined;
  /** Per-member limits on conversation messages and attachments (MB are 1024 × 1024 bytes). */
  memberLimits: MemberLimits;
  /** How long member messages are folded into one notice to the administrators (0: never). */
  adminNoticeFoldMs: number;
  /** Prayer requests: days on the wall, and whether moderators approve them first. */
  prayer: { expiryDays: number; approval: boolean };
  /** Days the audit trail keeps an entry; a daily job deletes older ones. */
  auditRetentionDays: number;
  /** New accounts per network address in an hour. */
  registrationsPerHour: number;
  /** Sign-in attempts per network address in 15 minutes. */
  signInsPer15Minutes: number;
  /** E-mail links followed per network address in 15 minutes. */
  emailLinksPer15Minutes: number;
  /** SHUTDOWN_DRAIN_SECONDS in milliseconds. */
  shutdownDrainMs: number;
  /**
   * Backups the site makes itself: into `dir` (BACKUP_DIR, default DATA_DIR/backups), or made
   * there and kept in the bucket under `s3Prefix` (BACKUP_S3_PREFIX), every `everyHours` (0:
   * never on a timer), keeping the newest `keep`; one before migrations at start unless
   * `beforeMigrate` is false.
   */
  backups: {
    dir: string;
    s3Prefix: string | undefined;
    everyHours: number;
    keep: number;
    beforeMigrate: boolean;
  };
  logLevel: string;
  redisUrl: string | undefined;
  gaMeasurementId: string | undefined;
  /** Whether /api/docs serves the Swagger UI pages (the JSON document is always served). */
  apiDocs: boolean;
}

export interface MemberLimits {
  messagesPerHour: number;
  uploadBytesPerHour: number;
  storageBytes: number;
}

const MB = 1024 * 1024;

export class ConfigError extends Error {}

/**
 * Reads the environment into a typed configuration. A bad value throws a ConfigError naming
 * every offending variable, so the process stops at start-up rather than misbehaving later.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  const s3Problem = s3ConfigProblem(e);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n  ${s3Problem}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const webauthnOrigin = new URL(e.WEBAUTHN_ORIGIN ?? publicUrl).origin;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    webauthn: { rpId: new URL(webauthnOrigin).hostname, origin: webauthnOrigin },
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kingdom Truth Ministry <no-reply@localhost>',
    newsletterMaxPerSecond: e.NEWSLETTER_MAX_PER_SECOND,
    newsletterLeaseMs: e.NEWSLETTER_LEASE_SECONDS * 1000,
    contactTo: e.CONTACT_TO?.toLowerCase(),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    donationFee: { percent: e.DONATION_FEE_PERCENT, fixedCents: e.DONATION_FEE_FIXED_CENTS },
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    memberLimits: {
      messagesPerHour: e.MEMBER_MESSAGES_PER_HOUR,
      uploadBytesPerHour: e.MEMBER_UPLOAD_MB_PER_HOUR * MB,
      storageBytes: e.MEMBER_STORAGE_MB * MB,
    },
    adminNoticeFoldMs: Math.round(e.ADMIN_NOTIFY_FOLD_MINUTES * 60_000),
    prayer: { expiryDays: e.PRAYER_EXPIRY_DAYS, approval: e.PRAYER_APPROVAL === 'on' },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    signInsPer15Minutes: e.SIGN_INS_PER_15_MINUTES,
    emailLinksPer15Minutes: e.EMAIL_LINKS_PER_15_MINUTES,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      s3Prefix: e.BACKUP_S3_PREFIX,
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      beforeMigrate: e.BACKUP_BEFORE_MIGRATE !== 'false',
    },
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'true',
  };
}

const S3_SETTINGS = [
  'BACKUP_S3_PREFIX',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** S3 settings that cannot work together, said at start rather than at the first upload. */
function s3ConfigProblem(e: z.infer<typeof envSchema>): string | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.filter((name) => e[name] !== undefined);
    return stray.length > 0
      ? `S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`
      : undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither';
  }
  return undefined;
}

/** In development a secret is generated once and kept in DATA_DIR, never committed. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
