/**
 * Finds the declarations of a stylesheet that name a physical horizontal direction, which an Urdu page
 * (dir="rtl") would not mirror: a left/right property (`margin-left`, `border-right-color`, `left`), a
 * left/right keyword (`text-align: left`, `float: right`), a horizontal translate, or a box shorthand
 * whose right and left parts differ (`margin: 0 1rem 0 2rem`, `inset: 0 auto 0 0`). Top and bottom stay
 * allowed: the pages are never written vertically.
 */

export interface Declaration {
  property: string;
  value: string;
  /** 1-based line of the declaration's first character. */
  line: number;
}

/**
 * Every declaration of `css`, at any depth (inside @media, @keyframes, ...), `!important` dropped.
 * Comments and strings are skipped, so neither a `;` nor a `{` inside them ends anything; preludes
 * (selectors, at-rule conditions) end at `{` and are not declarations, statements at the top level
 * (`@import ...;`) are not either.
 */
export function declarations(css: string): Declaration[] {
  const found: Declaration[] = [];
  let depth = 0;
  let parens = 0;
  /** Where the statement's first character (not a space or comment) is. */
  let first = -1;
  let text = '';
  const flush = () => {
    const statement = text.trim();
    const colon = statement.indexOf(':');
    if (depth > 0 && colon > 0 && !statement.startsWith('@')) {
      const line = css.slice(0, first).split('\n').length;
      const value = statement
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim();
      found.push({ property: statement.slice(0, colon).trim().toLowerCase(), value, line });
    }
    text = '';
    first = -1;
  };
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    const comment = char === '/' && css[i + 1] === '*';
    if (first < 0 && !comment && /\S/.test(char)) first = i;
    if (comment) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
      text += ' ';
    } else if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1;
      text += css.slice(i, end + 1);
      i = end;
    } else if (char === '(' || char === ')') {
      parens += char === '(' ? 1 : -1;
      text += char;
    } else if (parens > 0) {
      text += char;
    } else if (char === '{') {
      depth += 1;
      text = '';
      first = -1;
    } else if (char === ';' || char === '}') {
      flush();
      if (char === '}') depth -= 1;
    } else {
      text += char;
    }
  }
  return found;
}

/** The value's parts at the top level (a function call, e.g. `calc(100% - 2rem)`, is one part). */
function parts(value: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of value) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth === 0 && /\s/.test(char)) {
      if (part) found.push(part);
      part = '';
    } else part += char;
  }
  if (part) found.push(part);
  return found;
}

/** Shorthands of four sides, top right bottom left: mirrored alike only when right and left are equal. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

/** Why the declaration is physical, or undefined when it mirrors under dir="rtl". */
function physicalReason({ property, value }: Declaration): string | undefined {
  if (!property.startsWith('--') && /(^|-)(left|right)(-|$)/.test(property)) return 'a left/right property';
  const words = value.replace(/"[^"]*"|'[^']*'|url\([^)]*\)/gi, '');
  if (/(^|[^\w-])(left|right)(?![\w-])/i.test(words)) return 'a left/right keyword';
  if (/translatex\(\s*(?!0\s*\))|translate\(\s*(?!0[\s,)])/i.test(words)) return 'a horizontal translate';
  if (property === 'translate' && parts(value)[0] !== '0') return 'a horizontal translate';
  if (BOX_SHORTHANDS.has(property)) {
    const sides = parts(value);
    if (sides.length === 4 && sides[1] !== sides[3]) return 'right and left sides that differ';
  }
  if (property === 'border-radius') {
    const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = parts(value.split('/')[0]!);
    if (topLeft !== topRight || bottomLeft !== bottomRight) return 'left and right corners that differ';
  }
  return undefined;
}

/** One line per physical declaration of `css`: `line 12: margin-left: 1rem (a left/right property)`. */
export function physicalDirections(css: string): string[] {
  return declarations(css).flatMap((declaration) => {
    const reason = physicalReason(declaration);
    return reason ? [`line ${declaration.line}: ${declaration.property}: ${declaration.value} (${reason})`] : [];
  });
}
