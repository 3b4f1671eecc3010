// Simplified Chinese made Traditional the one way fair28 does it: OpenCC from Simplified to Taiwan's
// characters and vocabulary (cn → twp), then fair28's corrections (corrections.ts). For Node only, since
// OpenCC's dictionaries weigh a megabyte and take a third of a second to load: the words generator
// (scripts/traditional-words) and the server, for what operators write. The apps load generated words.
import { termCorrections } from './corrections';

export type ToTraditional = (simplified: string) => string;

let loaded: ToTraditional | null = null;
let loading: Promise<ToTraditional> | null = null;

/** Applies the corrections to OpenCC's Traditional text. */
export function corrected(opencc: string): string {
  let text = opencc;
  for (const [from, to] of termCorrections) text = text.replaceAll(from, to);
  return text;
}

/** The converter, once OpenCC's dictionaries are in (loaded once per process). */
export function loadTraditional(): Promise<ToTraditional> {
  loading ??= import('opencc-js/cn2t').then(({ default: OpenCC }) => {
    const opencc = OpenCC.Converter({ from: 'cn', to: 'twp' });
    loaded = (simplified) => corrected(opencc(simplified));
    return loaded;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const MEMO_SIZE = 5000;
const memo = new Map<string, string>();

/**
 * `simplified` in Traditional, or as it is while the converter is still loading (which this starts): a
 * caller that must not show Simplified awaits loadTraditional() first, as the server does for a call in
 * Traditional Chinese. Texts seen before come from a memo, since the same names are shown again and again.
 */
export function toTraditional(simplified: string): string {
  if (!loaded) {
    void loadTraditional().catch(() => undefined);
    return simplified;
  }
  if (!/[\u3400-\u9fff]/.test(simplified)) return simplified;
  const known = memo.get(simplified);
  if (known !== undefined) return known;
  const traditional = loaded(simplified);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(simplified, traditional);
  return traditional;
}
