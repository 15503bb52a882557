import { describe, expect, it } from 'vitest';
import { LOAD_COLUMNS, loadCells, parseDuration, parseWrk } from './wrk';

const REPORT = `Running 10s test @ http://127.0.0.1:4600
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.04ms    2.58ms 106.48ms   95.92%
    Req/Sec    17.48k     5.71k   32.78k    69.00%
  Latency Distribution
     50%  812.00us
     75%    3.64ms
     90%    4.38ms
     99%   10.51ms
  173791 requests in 10.01s, 1.06GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:  17364.87
Transfer/sec:    108.45MB
`;

describe('reading wrk', () => {
  it('reads throughput, the median and 99th percentile, failures and socket errors', () => {
    expect(parseWrk(REPORT)).toEqual({
      rps: 17364.87,
      p50: 0.812,
      p99: 10.51,
      non2xx: 7,
      errors: 5,
    });
  });

  it('reads latencies in every unit wrk prints', () => {
    expect(parseDuration('250.00us')).toBe(0.25);
    expect(parseDuration('4.65ms')).toBe(4.65);
    expect(parseDuration('1.50s')).toBe(1500);
    expect(parseDuration('2.00m')).toBe(120_000);
    expect(() => parseDuration('fast')).toThrow(/cannot read/);
  });

  it('refuses a report without figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /could not be read/,
    );
  });

  it("fills one cell a column, summing both generators' failures, dashes without wrk", () => {
    const autocannon = { rps: 9141.4, p50: 5, p99: 14, non2xx: 1, errors: 2 };
    const wrk = { rps: 14312.2, p50: 3.33, p99: 8.84, non2xx: 3, errors: 0 };
    expect(loadCells(autocannon, wrk)).toEqual([
      '9141',
      '5.0',
      '14.0',
      '14312',
      '3.3',
      '8.8',
      '4',
      '2',
    ]);
    expect(loadCells(autocannon, undefined)).toEqual([
      '9141',
      '5.0',
      '14.0',
      '–',
      '–',
      '–',
      '1',
      '2',
    ]);
    expect(loadCells(autocannon, wrk)).toHaveLength(LOAD_COLUMNS.length);
  });
});
