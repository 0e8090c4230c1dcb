/**
 * Placeholder addresses in what a page shows or loads: a host or email address under a domain name
 * reserved for examples and tests, which reaches no one. RFC 2606 reserves example.com, example.net and
 * example.org (section 3) and the top-level names .example, .test and .invalid (section 2); RFC 6761
 * section 6 keeps them so (.invalid never resolves, .test and .example are for tests and documents).
 * Such a value in an org file is a stand-in for one nobody knows yet: the donor would load an empty
 * widget, be sent nowhere after paying or read an address that bounces. The loader reports each as a
 * warning (the file still loads, so pages can be tried meanwhile) and `forms build --strict` refuses it.
 *
 * Not flagged: `localhost` and loopback addresses (RFC 6761 section 6.3 gives them a real meaning, the
 * machine itself, and trying pages locally uses them), and the properties no page shows or loads.
 */
import type { Org } from '../types.ts';
import { childPath, type Finding } from './finding.ts';

/**
 * Properties whose values a page neither shows nor loads: they grant a permission (which origins may
 * post to the proxy, or frame the pages), so an example origin there reaches no donor.
 */
const NOT_SHOWN = new Set(['allowedOrigins', 'embed']);

/** The second-level names RFC 2606 section 3 reserves. */
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];
/** The top-level names RFC 2606 section 2 reserves (`localhost`, its fourth, is left out: see above). */
const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid'];

/** Runs of letters, digits and hyphens joined by dots: every host name a text can hold (and some words). */
const HOST_LIKE = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Whether `host` (any case) is one of the reserved names or a name under one. */
function isReservedHost(host: string): boolean {
  const name = host.toLowerCase();
  const labels = name.split('.');
  return EXAMPLE_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`)) || RESERVED_TOP_LEVEL.includes(labels.at(-1)!);
}

/** The reserved hosts in `text` (URLs, email addresses and bare host names alike), without repeats. */
export function reservedHostsIn(text: string): string[] {
  return [...new Set((text.match(HOST_LIKE) ?? []).filter(isReservedHost))];
}

/** Every string in `value` (at `path`) with its JSON pointer, skipping the properties in `NOT_SHOWN`. */
function* stringsWithPaths(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsWithPaths(item, childPath(path, index));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_SHOWN.has(key)) yield* stringsWithPaths(item, childPath(path, key));
  }
}

/**
 * One warning per reserved host a value of `org` names, at the value (e.g. `/contactEmail` or
 * `/forms/0/currencyWidget/scriptUrl`), naming the host.
 */
export function placeholderHosts(org: Org): Finding[] {
  return [...stringsWithPaths(org, '/')].flatMap(([path, text]) =>
    reservedHostsIn(text).map((host) => ({
      path,
      message:
        `names ${host}, a domain reserved for examples and tests (RFC 2606): it reaches no one, so a donor would ` +
        'meet a placeholder; write the real address, or leave the value out until it is known',
    })),
  );
}
