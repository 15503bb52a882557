import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { ADMIN_PASSWORD_RULE } from './password-strength';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'ministry-config-'));

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ env: 'development', port: 3000, databaseUrl: undefined });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.uploadDir).toBe(path.join(dir, 'uploads'));
    expect(config.mediaDir).toBe(path.join(dir, 'media'));
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ GA_MEASUREMENT_ID: 'UA-1' }, 'GA_MEASUREMENT_ID'],
    [{ ADMIN_EMAIL: 'a@b.org' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1, proxy.example.org' }, 'TRUST_PROXY'],
    [{ API_DOCS: 'yes' }, 'API_DOCS'],
    [{ WEBAUTHN_ORIGIN: 'localhost:3000' }, 'WEBAUTHN_ORIGIN'],
    [{ WEBAUTHN_ORIGIN: 'https://example.org/sign-in' }, 'WEBAUTHN_ORIGIN'],
    [{ REGISTRATIONS_PER_HOUR: '0' }, 'REGISTRATIONS_PER_HOUR'],
    [{ REGISTRATIONS_PER_HOUR: 'many' }, 'REGISTRATIONS_PER_HOUR'],
    [{ SIGN_INS_PER_15_MINUTES: '-1' }, 'SIGN_INS_PER_15_MINUTES'],
    [{ SHUTDOWN_DRAIN_SECONDS: '-1' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ SHUTDOWN_DRAIN_SECONDS: '301' }, 'SHUTDOWN_DRAIN_SECONDS'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when S3_ENDPOINT is set'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ BACKUP_S3_PREFIX: 'backups/' }, 'S3_BUCKET: required when BACKUP_S3_PREFIX is set'],
    [{ S3_BUCKET: 'files', BACKUP_S3_PREFIX: 'media/backups' }, "the site's own folders"],
    [{ S3_BUCKET: 'files', BACKUP_S3_PREFIX: '../backups' }, 'BACKUP_S3_PREFIX: lower-case'],
    [{ S3_BUCKET: 'files', BACKUP_S3_PREFIX: 'Backups/' }, 'BACKUP_S3_PREFIX: lower-case'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('allows 10 registrations per address and hour unless REGISTRATIONS_PER_HOUR says more', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).registrationsPerHour).toBe(10);
    expect(
      loadConfig({ DATA_DIR: dataDir(), REGISTRATIONS_PER_HOUR: '60' }).registrationsPerHour,
    ).toBe(60);
    expect(loadConfig({ DATA_DIR: dataDir() }).signInsPer15Minutes).toBe(30);
  });

  it("takes passkeys' relying party from PUBLIC_URL, or from WEBAUTHN_ORIGIN when set", () => {
    const fromPublic = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://example.org/x/' });
    expect(fromPublic.webauthn).toEqual({ rpId: 'example.org', origin: 'https://example.org' });
    const explicit = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://example.org',
      WEBAUTHN_ORIGIN: 'http://localhost:4321/',
    });
    expect(explicit.webauthn).toEqual({ rpId: 'localhost', origin: 'http://localhost:4321' });
  });

  describe('ADMIN_PASSWORD', { tags: ['asvs-v6'] }, () => {
    const withAdmin = (password: string) => () =>
      loadConfig({
        DATA_DIR: dataDir(),
        ADMIN_EMAIL: 'pastor@example.org',
        ADMIN_PASSWORD: password,
      });

    it('keeps the length rule and its words', () => {
      expect(withAdmin('abc')).toThrow('ADMIN_PASSWORD: must be at least 6 characters');
    });

    it.each(['qwe123', 'Blessed1', 'member-password', 'Str0ngPass!'])(
      "refuses %j, naming the administrators' rule",
      (password) => {
        expect(withAdmin(password)).toThrow(ConfigError);
        expect(withAdmin(password)).toThrow(`ADMIN_PASSWORD: ${ADMIN_PASSWORD_RULE}`);
      },
    );

    it('accepts a long passphrase', () => {
      expect(withAdmin('Narrow-Gate-Matthew-7:13')().admin).toEqual({
        email: 'pastor@example.org',
        password: 'Narrow-Gate-Matthew-7:13',
      });
    });
  });

  it('treats empty values as unset and trims the public URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      PUBLIC_URL: 'https://example.org/',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://example.org');
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS on SIGTERM, none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_SECONDS: '7.5' }).shutdownDrainMs).toBe(
      7_500,
    );
  });

  it('keeps backups in BACKUP_DIR unless BACKUP_S3_PREFIX names a place in the bucket', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).backups.s3Prefix).toBeUndefined();
    const env = { DATA_DIR: dataDir(), S3_BUCKET: 'files' };
    expect(loadConfig({ ...env, BACKUP_S3_PREFIX: 'site/backups' }).backups.s3Prefix).toBe(
      'site/backups/',
    );
    expect(loadConfig({ ...env, BACKUP_S3_PREFIX: 'backups/' }).backups.s3Prefix).toBe('backups/');
  });

  it('keeps files in local folders unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'ministry-files' }).s3).toEqual({
      bucket: 'ministry-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const selfHosted = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'ministry-files',
      S3_ENDPOINT: 'http://10.0.0.5:9000',
      S3_REGION: 'garage',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(selfHosted.s3).toEqual({
      bucket: 'ministry-files',
      endpoint: 'http://10.0.0.5:9000',
      region: 'garage',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8 , ::1, fd00::/8 ', ['10.0.0.0/8', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY %j as %j', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).trustProxy).toEqual(expected);
  });

  it.each([
    ['development', undefined, true],
    ['development', 'false', false],
    ['production', undefined, false],
    ['production', 'false', false],
    ['production', 'true', true],
  ])('in %s with API_DOCS=%j serves the documentation pages: %j', (env, value, expected) => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: env,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      ...(value === undefined ? {} : { API_DOCS: value }),
    });
    expect(config.apiDocs).toBe(expected);
  });
});
