// A migration's SQL as the expand/contract check reads it: one statement per entry, comments gone, the
// contents of string literals and of dollar-quoted bodies (PL/pgSQL) left out, lower case on one line.

/** `$$` or `$tag$` at a position: the opening of a dollar-quoted body. */
function dollarTagAt(script: string, at: number): string | undefined {
  return /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(at, at + 64))?.[0];
}

/** The position just past the next `closing` from `from`, or the script's end. */
function pastNext(script: string, closing: string, from: number): number {
  const at = script.indexOf(closing, from);
  return at === -1 ? script.length : at + closing.length;
}

export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  const finish = () => {
    const statement = current.replace(/\s+/g, ' ').trim().toLowerCase();
    if (statement) statements.push(statement);
    current = '';
  };
  let i = 0;
  while (i < script.length) {
    const char = script[i];
    const tag = char === '$' ? dollarTagAt(script, i) : undefined;
    if (script.startsWith('--', i)) {
      i = pastNext(script, '\n', i);
    } else if (script.startsWith('/*', i)) {
      i = pastNext(script, '*/', i + 2);
    } else if (char === "'") {
      // A doubled quote inside a literal closes and reopens it: what is kept ('') is the same.
      i = pastNext(script, "'", i + 1);
      current += "''";
    } else if (char === '"') {
      const end = pastNext(script, '"', i + 1);
      current += script.slice(i + 1, end - 1);
      i = end;
    } else if (tag) {
      i = pastNext(script, tag, i + tag.length);
      current += ' $body$ ';
    } else if (char === ';') {
      finish();
      i++;
    } else {
      current += char;
      i++;
    }
  }
  finish();
  return statements;
}

/** `text` cut at commas outside parentheses: the clauses of one ALTER TABLE, the names of one DROP. */
export function splitClauses(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}
