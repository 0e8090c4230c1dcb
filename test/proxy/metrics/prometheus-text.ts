/** Reads Prometheus' text exposition format as `/metrics` serves it, for the metrics tests. */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample line of `text` (comments skipped); label values unescaped. */
export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
    }
    found.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the sample `name` whose labels are exactly `labels`; undefined when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples(text).find((sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted)?.value;
}

/** Every label value in `text`. */
export function labelValues(text: string): string[] {
  return samples(text).flatMap((sample) => Object.values(sample.labels));
}
