/**
 * Who a page view is from, without knowing anyone: the day's salted hash of address and browser
 * (as Plausible does), the browser's and the system's family, the screen's size class. Nothing
 * here is stored but the hash and the families; the address never leaves this file.
 */
import { hash as digest, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { eq, ne } from 'drizzle-orm';
import { deviceOfWidth, type DeviceClass } from '../../../contract/analytics';
import { analyticsSalts } from '../../db/schema';
import type { Database } from '../../db/types';

/** The UTC day of an instant, as the tables key it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The headers a view is judged by (a Fastify request's `headers`). */
export type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** What a browser's user-agent says, read once per distinct string. */
interface Agent {
  bot: boolean;
  platform: string | undefined;
  browser: string;
  os: string;
}
/** The distinct user-agents seen lately: a site's visitors send few, and reading one is slow. */
const AGENTS_KEPT = 1000;
const agents = new Map<string, Agent>();

function agentOf(agent: string): Agent {
  const known = agents.get(agent);
  if (known) return known;
  const parsed = Bowser.parse(agent);
  const read: Agent = {
    bot: !agent || isbot(agent),
    platform: parsed.platform.type,
    browser: (parsed.browser.name ?? 'Other').slice(0, 40),
    os: (parsed.os.name ?? 'Other').slice(0, 40),
  };
  if (agents.size >= AGENTS_KEPT) agents.clear();
  agents.set(agent, read);
  return read;
}

/**
 * Not counted: visitors who ask not to be tracked (`DNT: 1`, `Sec-GPC: 1`), bots (isbot's list,
 * and anything without a browser's name), and the browser's prefetches of a page nobody may see.
 */
export function notCounted(headers: Headers): boolean {
  if (header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1') return true;
  const agent = header(headers, 'user-agent');
  if (agentOf(agent).bot) return true;
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')}`;
  return /prefetch|prerender/i.test(purpose);
}

export interface Client {
  device: DeviceClass;
  browser: string;
  os: string;
  country: string | null;
}

/** The families of the browser and system, the size class (from `width`, else the browser's kind). */
export function clientOf(headers: Headers, width?: number): Client {
  const { platform, browser, os } = agentOf(header(headers, 'user-agent'));
  const device: DeviceClass =
    width !== undefined && width > 0
      ? deviceOfWidth(width)
      : platform === 'mobile' || platform === 'tablet'
        ? platform
        : 'desktop';
  // Only the region of the first language the browser prefers ("pt-BR" → "BR"): no address is
  // looked up, so this is a hint of where readers are, not where they are.
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(header(headers, 'accept-language').trim());
  return {
    device,
    browser,
    os,
    country: region?.[1] ? region[1].toUpperCase() : null,
  };
}

/**
 * The day's salts: one random salt per UTC day, shared by every process through the database and
 * kept in memory; the roll-up job deletes the other days' (`forgetOtherDays`).
 */
export function createSalts(db: Database) {
  const known = new Map<string, string>();
  const saltOf = async (day: string): Promise<string> => {
    const kept = known.get(day);
    if (kept) return kept;
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`no analytics salt for ${day}`);
    for (const old of known.keys()) if (old < day) known.delete(old);
    known.set(day, row.salt);
    return row.salt;
  };
  // The one-shot digest: a third of a Hash object's time, and this runs for every view.
  const hash = (salt: string, address: string, agent: string): string =>
    digest('sha256', `${salt}\n${address}\n${agent}`, 'base64url').slice(0, 22);
  return {
    /** The visitor's hash for the day: address and browser, salted; unknown without the salt. */
    async visitor(day: string, address: string, agent: string): Promise<string> {
      return hash(await saltOf(day), address, agent);
    },
    /** The day's hashing, for many views of one day at once (the salt is looked up once). */
    async hasherOf(day: string): Promise<(address: string, agent: string) => string> {
      const salt = await saltOf(day);
      return (address, agent) => hash(salt, address, agent);
    },
    /** Destroys every salt but today's. */
    async forgetOtherDays(day: string): Promise<void> {
      await db.delete(analyticsSalts).where(ne(analyticsSalts.day, day));
      for (const other of known.keys()) if (other !== day) known.delete(other);
    },
  };
}
export type Salts = ReturnType<typeof createSalts>;

/** The host of a referrer, or null for none, a malformed one, or the site's own. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host === ownHost.replace(/^www\./, '') ? null : host.slice(0, 200);
  } catch {
    return null;
  }
}
