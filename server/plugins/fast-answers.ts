import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';
import { bodyOf, chooseEncoding, matchesEtag, type EncodedAnswer } from '../infra/cached-answer';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A caller's (a proxy's) request id when it is sane; otherwise a new one. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Levels at which Fastify logs each request it completes; these answers are logged alike. */
const INFO_LEVELS = new Set(['trace', 'debug', 'info']);

type Encoding = ReturnType<typeof chooseEncoding>;

/**
 * Whose `X-Forwarded-For` names the client (Fastify's `trustProxy`, given to Fastify as this same
 * function): false trusts no proxy (the socket's address is the client's).
 */
export type TrustProxy = false | ((address: string, hop: number) => boolean);

/** How a request handled here (not a remembered answer) answers it. */
export interface EarlyReply {
  /**
   * Sends the status, the headers given (name, value, …; the content type among them) and the
   * body, with the security headers and the request id every answer carries, and logs the
   * answer as Fastify logs each one it completes.
   */
  send(status: number, headers: readonly string[], body: string): void;
  /** Logs an error of this request (with its id), for an answer that failed on our side. */
  logError(err: unknown): void;
}

/**
 * A request answered here by its own code before Fastify's request cycle (the analytics beacon's
 * visitors): false hands the request on to Fastify untouched, which only the handler's first,
 * synchronous look at the headers may decide.
 */
export type EarlyHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  reply: EarlyReply,
) => boolean;

/** How a remembered answer may be repeated, beyond its URL. */
export interface RememberOptions {
  /**
   * False once the answer may be out of date (the content it was made from has changed): the
   * next request goes to Fastify, whose route answers afresh and remembers the new answer.
   * Left out, the answer never changes while the process runs (the Bible's).
   */
  isCurrent?: () => boolean;
  /**
   * Sent here only to requests without a session cookie: a member's request goes through
   * Fastify, which marks it `no-store` and keeps the session sliding, as for every other route.
   */
  visitorsOnly?: boolean;
}

/** A remembered answer and its raw header lists (name, value, …), made on first need. */
interface Known {
  answer: EncodedAnswer;
  /** Headers of every way of sending it: cache control, ETag, Vary and the common ones. */
  base: string[];
  /** The 304's headers (base and the request id). */
  notModified: string[];
  contentType: string;
  sent: Partial<Record<Encoding, string[]>>;
  isCurrent: (() => boolean) | undefined;
  visitorsOnly: boolean;
}

/**
 * Answers that are the same for every visitor (the Bible's, which cannot change while the process
 * runs, and the public catalogue's, while the content version stays), kept by their exact request
 * URL and sent straight from the HTTP server's request listener, before Fastify's request cycle.
 * A URL is answered here only after its route answered it once with 200 through Fastify, so every
 * validation, lookup and error stays the route's; this only repeats a known answer with the same
 * headers. GET only; anything else, or any URL not known, goes on to Fastify. What is skipped
 * for these requests (session lookup, Fastify's hooks) is in docs/decisions/0005-bible-speed.md
 * and 0028-fast-public-answers.md. A route may also answer some of its requests here by its own
 * handler (`handle`: the analytics beacon of a visitor, decision 0084), with the same headers.
 */
export function createFastAnswers(options: {
  /** Headers every answer carries (the security headers). */
  headers: Record<string, string>;
  /** Names of the cookies that make a request a member's (for `visitorsOnly` answers). */
  sessionCookies?: readonly string[];
  /** The proxies trusted to name the client, as Fastify is told (for `addressOf`). */
  trustProxy?: TrustProxy;
  /** How many URLs to keep. */
  max?: number;
  /**
   * How many bytes of answers to keep alive (each counted at its JSON size, twice for its
   * compressed twins and headers): an entry can hold an answer the Bible service has since
   * dropped (an old search), and many distinct search URLs must not grow memory without bound.
   */
  maxBytes?: number;
}) {
  const known = new LRUCache<string, Known>({
    max: options.max ?? 20_000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => 2 * entry.answer.body.length + 1024,
  });
  const common = Object.entries(options.headers).flat();
  const sessionCookies = new Set(options.sessionCookies);
  const isMembers = (req: IncomingMessage): boolean =>
    req.headers.cookie
      ?.split(';')
      .some((pair) => sessionCookies.has(pair.slice(0, pair.indexOf('=')).trim())) ?? false;
  const trust = options.trustProxy ?? false;
  /** Handlers of requests answered here by their own code, by method and exact URL. */
  const early = new Map<string, EarlyHandler>();
  let log: FastifyBaseLogger | undefined;
  let open = true;
  let answered = 0;

  /** Logs an answer sent here as Fastify logs each request it completes (at info level). */
  function logAnswer(id: string, req: IncomingMessage, status: number, started: number): void {
    log?.info(
      {
        reqId: id,
        req: { method: req.method, url: req.url },
        res: { statusCode: status },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
  }

  /** Tries the handler of the request's method and URL; false when there is none or it declines. */
  function handleEarly(req: IncomingMessage, res: ServerResponse): boolean {
    if (!open || early.size === 0) return false;
    const handler = early.get(`${req.method} ${req.url}`);
    if (!handler) return false;
    const logged = log !== undefined && INFO_LEVELS.has(log.level);
    const started = logged ? performance.now() : 0;
    const id = requestIdOf(req);
    return handler(req, res, {
      send(status, headers, body) {
        answered++;
        res.writeHead(status, [
          'x-request-id',
          id,
          ...common,
          ...headers,
          'content-length',
          String(Buffer.byteLength(body)),
        ]);
        res.end(body);
        if (logged) logAnswer(id, req, status, started);
      },
      logError(err) {
        log?.error({ err, reqId: id }, 'unhandled error');
      },
    });
  }

  function headersFor(entry: Known, encoding: Encoding): string[] {
    let list = entry.sent[encoding];
    if (!list) {
      list = [
        ...entry.base,
        'content-type',
        entry.contentType,
        ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
        'content-length',
        String(bodyOf(entry.answer, encoding).length),
        'x-request-id',
        '',
      ];
      entry.sent[encoding] = list;
    }
    return list;
  }

  /** Sends a known answer; false when the URL is not known (Fastify answers it). */
  function send(req: IncomingMessage, res: ServerResponse): boolean {
    if (!open || req.method !== 'GET' || req.url === undefined) return false;
    const entry = known.get(req.url);
    if (!entry) return false;
    if (entry.isCurrent && !entry.isCurrent()) {
      known.delete(req.url);
      return false;
    }
    if (entry.visitorsOnly && isMembers(req)) return false;
    const logged = log !== undefined && INFO_LEVELS.has(log.level);
    const started = logged ? performance.now() : 0;
    const id = requestIdOf(req);
    answered++;
    const notModified = matchesEtag(req.headers['if-none-match'], entry.answer.etag);
    const encoding = notModified
      ? 'identity'
      : chooseEncoding(entry.answer, req.headers['accept-encoding']);
    const headers = notModified ? entry.notModified : headersFor(entry, encoding);
    // The last value is the request id: set just before writeHead, which copies the list at once.
    headers[headers.length - 1] = id;
    res.writeHead(notModified ? 304 : 200, headers);
    res.end(notModified ? undefined : bodyOf(entry.answer, encoding));
    if (logged) logAnswer(id, req, notModified ? 304 : 200, started);
    return true;
  }

  return {
    /** Where answers sent here are logged (Fastify's logger, made after the server). */
    setLogger(logger: FastifyBaseLogger): void {
      log = logger;
    },

    /**
     * Called by a route once it has answered `url` with `answer` and status 200: later GETs of
     * the same URL are answered here, with the same headers (no Cache-Control when
     * `cacheControl` is undefined).
     */
    remember(
      url: string,
      answer: EncodedAnswer,
      cacheControl: string | undefined,
      contentType: string,
      how: RememberOptions = {},
    ): void {
      if (!open) return;
      const kept = known.peek(url);
      if (kept && (kept.isCurrent?.() ?? true)) return;
      const base = [
        ...common,
        ...(cacheControl === undefined ? [] : ['cache-control', cacheControl]),
        'etag',
        answer.etag,
        'vary',
        'accept-encoding',
      ];
      known.set(url, {
        answer,
        base,
        notModified: [...base, 'x-request-id', ''],
        contentType,
        sent: {},
        isCurrent: how.isCurrent,
        visitorsOnly: how.visitorsOnly ?? false,
      });
    },

    /**
     * Answers requests of `method` to exactly `url` with `handler` before Fastify, until closed;
     * what it declines (and every other URL, a query string added) goes on to Fastify.
     */
    handle(method: string, url: string, handler: EarlyHandler): void {
      early.set(`${method} ${url}`, handler);
    },

    /** Whether the request carries a session cookie (a member's or a staff member's). */
    isMembers,

    /** The client's address, as Fastify's `request.ip` gives it (the same proxies trusted). */
    addressOf(req: IncomingMessage): string {
      return trust ? proxyAddr(req, trust) : (req.socket.remoteAddress ?? '');
    },

    /** How many URLs are known and how many requests were answered here. */
    stats: () => ({ known: known.size, answered }),

    /**
     * Stops answering (the server is closing): every request goes to Fastify, which sends 503
     * or closes the connection after its answer.
     */
    close(): void {
      open = false;
      known.clear();
    },

    /** For Fastify's `serverFactory`: an HTTP server that tries the known answers first. */
    serverFactory(handler: RequestListener, fastifyOptions: FastifyServerOptions): http.Server {
      const server = http.createServer((req, res) => {
        if (!send(req, res) && !handleEarly(req, res)) handler(req, res);
      });
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = fastifyOptions.keepAliveTimeout ?? 72_000;
      server.requestTimeout = fastifyOptions.requestTimeout ?? 0;
      server.setTimeout(fastifyOptions.connectionTimeout ?? 0);
      if (fastifyOptions.maxRequestsPerSocket) {
        server.maxRequestsPerSocket = fastifyOptions.maxRequestsPerSocket;
      }
      return server;
    },
  };
}

export type FastAnswers = ReturnType<typeof createFastAnswers>;

/**
 * Sends a ready answer through Fastify: 304 when the client has it, else the (pre-)compressed
 * bytes (the route turns the compression plugin off). The URL is then known to the fast
 * answers, which send its later requests without Fastify's cycle.
 */
export function sendEncodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  how: RememberOptions & { cacheControl?: string; contentType: string },
  fastAnswers: FastAnswers | undefined,
): void {
  if (how.cacheControl !== undefined) reply.header('cache-control', how.cacheControl);
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').type(how.contentType);
  fastAnswers?.remember(request.url, answer, how.cacheControl, how.contentType, how);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.code(304).send();
    return;
  }
  const encoding = chooseEncoding(answer, request.headers['accept-encoding']);
  if (encoding === 'br') reply.header('content-encoding', 'br').send(answer.brotli());
  else if (encoding === 'gzip') reply.header('content-encoding', 'gzip').send(answer.gzip());
  else reply.send(answer.body);
}
