/**
 * Order numbers for create-order (PROTOCOL.md "Create order": OrderNumber is required, alphanumeric and must be
 * unique). The spec used the bare timestamp in ms, which collides when two donors submit in the same
 * millisecond; the README's decisions requires uniqueness, so a counter and a random part follow the timestamp.
 */

const BASE = 36;
/** Counter values wrap here (36^4), so its part never grows past 4 characters. */
const COUNTER_SPAN = BASE ** 4;
/** Size of the random part (36^6, 6 characters): separates processes behind a load balancer. */
const RANDOM_SPAN = BASE ** 6;

/**
 * Returns a generator of order numbers shaped `<epoch ms>-<counter>-<random>`, e.g.
 * `1767225600000-0-k3x9az`: digits, lower-case letters and '-' only, at most 26 characters.
 * Within one process two numbers differ by their counter even in the same millisecond; the random part
 * keeps separate processes apart. `now` gives epoch milliseconds; `random` a number in [0, 1)
 * (default `Math.random`: order numbers are not secrets, only unique).
 */
export function createOrderNumberGenerator(now: () => number, random: () => number = Math.random): () => string {
  let counter = 0;
  return () => {
    const time = Math.trunc(now());
    const sequence = counter.toString(BASE);
    counter = (counter + 1) % COUNTER_SPAN;
    const noise = Math.floor(random() * RANDOM_SPAN)
      .toString(BASE)
      .padStart(6, '0');
    return `${time}-${sequence}-${noise}`;
  };
}
