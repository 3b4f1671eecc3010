// Reads a Prometheus text exposition as Prometheus would: one sample per line, found by name and labels.
export type Sample = { name: string; labels: Record<string, string>; value: number };

export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = (pair[2] as string).replace(/\\(.)/g, '$1');
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include these; undefined when there is none. */
export function seriesValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

export async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`scrape of ${url} answered ${response.status}`);
  return parseExposition(await response.text());
}
